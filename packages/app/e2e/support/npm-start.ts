import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** `npm start` running in a folder, as a user starts it, and what it has printed so far. */
export interface NpmStart {
  port: number;
  /** Everything written to stdout and stderr, in order. */
  output(): string;
  /** Resolves with the first match of `pattern` in the output; rejects when the process exits first or after `timeoutMs`. */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray>;
  /** Ctrl-C: SIGINT to the whole process group (npm and the server), then waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * Runs `npm start` in `dir` with nothing but what a user's shell has (PATH, HOME) and the
 * variables given (the README's PORT). Output is a pipe, not a terminal, as in CI or under a
 * process manager.
 */
export async function npmStart(dir: string, env: Record<string, string> = {}): Promise<NpmStart> {
  const port = await freePort();
  const child = spawn('npm', ['start'], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let text = '';
  const waiters = new Set<() => void>();
  const append = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const wake of waiters) wake();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
    for (const wake of waiters) wake();
  });
  return {
    port,
    output: () => text,
    waitFor: (pattern, timeoutMs) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => finish(new Error(`no ${pattern} in ${timeoutMs} ms of npm start; it printed:\n${text}`)), timeoutMs);
        const finish = (error: Error | null, match?: RegExpMatchArray) => {
          clearTimeout(timer);
          waiters.delete(check);
          if (error) reject(error);
          else resolve(match!);
        };
        const check = () => {
          const match = text.match(pattern);
          if (match) finish(null, match);
          else if (hasExited) finish(new Error(`npm start exited before printing ${pattern}; it printed:\n${text}`));
        };
        waiters.add(check);
        check();
      }),
    stop: () => stopGroup(child, exited),
  };
}

async function stopGroup(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  signalGroup(child.pid, 'SIGINT');
  const killer = setTimeout(() => signalGroup(child.pid!, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
  // npm may exit before the server it started: make sure nothing of the group is left listening.
  signalGroup(child.pid, 'SIGKILL');
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is gone already.
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
