import { runAssetsBench } from './assets.bench.js';
import { runAuditBench } from './audit.bench.js';
import { runAuthBench } from './auth.bench.js';
import { runBusBench } from './bus.bench.js';
import { runColdStartBench } from './cold-start.bench.js';
import { runCountsBench } from './counts.bench.js';
import { runExportBench } from './export.bench.js';
import { runGraphqlBench } from './graphql.bench.js';
import { runImportBench } from './import.bench.js';
import { runItemsBench } from './items.bench.js';
import { runPermissionsBench } from './permissions.bench.js';
import { runRealtimeBench } from './realtime.bench.js';
import { runRevocationBench } from './revocation.bench.js';
import { runUploadBench } from './upload.bench.js';

/**
 * `npm run bench`: prints every figure; asserts nothing. `BENCH=cold-start,auth` runs a subset
 * (names: cold-start, auth, revocation, items, audit, counts, graphql, permissions, assets, upload, export, bus, realtime, import, app).
 */
const BENCHES: Record<string, () => Promise<void>> = {
  'cold-start': runColdStartBench,
  auth: runAuthBench,
  revocation: runRevocationBench,
  items: () => runItemsBench(),
  audit: runAuditBench,
  counts: runCountsBench,
  graphql: runGraphqlBench,
  permissions: () => runPermissionsBench(),
  assets: runAssetsBench,
  upload: runUploadBench,
  export: runExportBench,
  bus: runBusBench,
  realtime: runRealtimeBench,
  import: runImportBench,
  app: async () => {
    // The admin app's figures (sign-in JS size, first page of a 100,000-row collection) live with the app.
    const { runAppBench } = (await import(new URL('../../app/bench/app.bench.mjs', import.meta.url).href)) as {
      runAppBench: () => Promise<void>;
    };
    await runAppBench();
  },
};

const selected = (process.env.BENCH ?? Object.keys(BENCHES).join(',')).split(',').map((name) => name.trim());
for (const name of selected) {
  const bench = BENCHES[name];
  if (!bench) throw new Error(`Unknown bench "${name}"; known: ${Object.keys(BENCHES).join(', ')}`);
  console.log(`\n=== ${name} ===`);
  await bench();
}
