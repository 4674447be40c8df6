import { runColdStartBench } from './cold-start.bench.js';

/** `npm run bench`: prints every figure; asserts nothing. */
await runColdStartBench();
