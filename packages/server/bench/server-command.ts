import { readFileSync } from 'node:fs';

/**
 * How the benches start a Tessera process: the way `npm start` and `npx tessera` do, through
 * bin/tessera.js, whose first line carries the V8 heap flags Tessera runs with. For comparisons,
 * BENCH_SERVER_NODE_FLAGS="--max-semi-space-size=16" runs `node <those flags> dist/main.js`
 * instead (only those flags, not the shipped ones).
 */
const BIN = new URL('../bin/tessera.js', import.meta.url).pathname;
const MAIN = new URL('../dist/main.js', import.meta.url).pathname;
/** The bench's own server: the built package plus the hand-written baseline routes (bench-server.mjs). */
const BENCH_SERVER = new URL('./bench-server.mjs', import.meta.url).pathname;

type Command = { command: string; args: string[]; label: string };

function flagsOverride(): string[] | undefined {
  return process.env.BENCH_SERVER_NODE_FLAGS?.split(' ').filter(Boolean);
}

export function serverCommand(args: string[]): Command {
  const flags = flagsOverride();
  if (flags === undefined) return { command: BIN, args, label: 'bin/tessera.js (shipped V8 flags)' };
  return { command: process.execPath, args: [...flags, MAIN, ...args], label: `node ${flags.join(' ')}` };
}

/** `node <bin/tessera.js's V8 flags> bench-server.mjs`: Tessera's build with the same heap settings as shipped, plus /bench-bare. */
export function benchServerCommand(): Command {
  const flags = flagsOverride();
  if (flags !== undefined) return { command: process.execPath, args: [...flags, BENCH_SERVER], label: `node ${flags.join(' ')}` };
  return { command: process.execPath, args: [...shippedNodeFlags(), BENCH_SERVER], label: 'shipped V8 flags of bin/tessera.js' };
}

/** The flags on bin/tessera.js's `#!/usr/bin/env -S node …` line, read rather than copied so the two cannot drift. */
function shippedNodeFlags(): string[] {
  const shebang = readFileSync(BIN, 'utf8').split('\n', 1)[0] ?? '';
  const match = /^#!\/usr\/bin\/env -S node\s*(.*)$/.exec(shebang);
  if (!match) throw new Error(`bin/tessera.js does not start with "#!/usr/bin/env -S node": ${shebang}`);
  return (match[1] ?? '').split(/\s+/).filter(Boolean);
}
