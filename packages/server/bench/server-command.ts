/**
 * How the benches start a Tessera process: the way `npm start` and `npx tessera` do, through
 * bin/tessera.js, whose first line carries the V8 heap flags Tessera runs with. For comparisons,
 * BENCH_SERVER_NODE_FLAGS="--max-semi-space-size=16" runs `node <those flags> dist/src/main.js`
 * instead (only those flags, not the shipped ones).
 */
const BIN = new URL('../../bin/tessera.js', import.meta.url).pathname;
const MAIN = new URL('../src/main.js', import.meta.url).pathname;

export function serverCommand(args: string[]): { command: string; args: string[]; label: string } {
  const flags = process.env.BENCH_SERVER_NODE_FLAGS?.split(' ').filter(Boolean);
  if (flags === undefined) return { command: BIN, args, label: 'bin/tessera.js (shipped V8 flags)' };
  return { command: process.execPath, args: [...flags, MAIN, ...args], label: `node ${flags.join(' ')}` };
}
