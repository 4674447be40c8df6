#!/usr/bin/env -S node --no-node-snapshot --max-semi-space-size=2 --heap-growing-percent=50
// The V8 flags above keep the server's memory near what it really holds. Left to its defaults, V8
// lets a 32 MB young generation and then the old generation fill with garbage under load before it
// collects: 150-190 MB resident at the items bench's peak for about 20 MB of live objects. With a
// 2 MB semi-space and the old generation collected when it has grown by half, the same bench peaks
// near 110 MB (figures in README, `npm run bench`). Start the server through this file (npm start
// and npx tessera do) to have them; `node dist/main.js` runs with V8's defaults.
// --no-node-snapshot: isolated-vm (the flows' Run Script sandbox) requires it on Node 20 and later.
import { existsSync } from 'node:fs';

const entry = new URL('../dist/main.js', import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write('Tessera is not built yet: run `npm run build` at the repository root first.\n');
  process.exit(1);
}
await import(entry.href);
