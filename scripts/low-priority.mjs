// Runs a command at the lowest CPU priority: `npm test` runs the static checks this way beside the tests,
// so they take the time the tests leave idle (waiting on sockets, databases, Chromium) instead of
// slowing the tests and the build they wait for. Children inherit the priority.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/low-priority.mjs <command> [arguments…]');
  process.exit(2);
}
try {
  setPriority(19);
} catch (error) {
  console.warn(`Could not lower the priority (${error.message}); running at the normal one.`);
}
const child = spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
