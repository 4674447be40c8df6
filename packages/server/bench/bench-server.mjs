// @ts-check
/**
 * The items bench's own server: Tessera from its built package (`@tessera/server`, what `npm
 * start` runs), started as `tessera start` would be, with the hand-written baseline routes of
 * bare-routes.mjs mounted beside /items. Plain JavaScript so that nothing but Tessera's build runs
 * in the measured process. Started by items-bench-setup.ts with the V8 flags of bin/tessera.js.
 */
import { loadConfig, startServer } from '@tessera/server';
import { bareRoutes } from './bare-routes.mjs';

const server = await startServer(loadConfig(), { plugins: [bareRoutes] });
const stop = () => void server.close();
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
