import { runAuthBench } from './auth.bench.js';
import { runColdStartBench } from './cold-start.bench.js';
import { runItemsBench } from './items.bench.js';
import { runPermissionsBench } from './permissions.bench.js';

/**
 * `npm run bench`: prints every figure; asserts nothing. `BENCH=cold-start,auth` runs a subset
 * (names: cold-start, auth, items, permissions).
 */
const BENCHES: Record<string, () => Promise<void>> = {
  'cold-start': runColdStartBench,
  auth: runAuthBench,
  items: () => runItemsBench(),
  permissions: () => runPermissionsBench(),
};

const selected = (process.env.BENCH ?? Object.keys(BENCHES).join(',')).split(',').map((name) => name.trim());
for (const name of selected) {
  const bench = BENCHES[name];
  if (!bench) throw new Error(`Unknown bench "${name}"; known: ${Object.keys(BENCHES).join(', ')}`);
  console.log(`\n=== ${name} ===`);
  await bench();
}
