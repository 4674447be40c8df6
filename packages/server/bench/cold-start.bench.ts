import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverCommand } from './server-command.js';

/** Starts the built server on a fresh SQLite folder and times process start → first `pong`. */
async function timeToFirstPong(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const start = serverCommand(['start']);
  const child = spawn(start.command, start.args, {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DB_FILENAME: join(dataDir, 'tessera.db'),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'bench-password-1',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/server/ping`);
        if ((await response.text()) === 'pong') return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 30_000) throw new Error('server did not answer within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

export async function runColdStartBench(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-'));
  try {
    const port = 18_000 + Math.floor(Math.random() * 2_000);
    const first = await timeToFirstPong(dataDir, port);
    const runs: number[] = [];
    for (let i = 0; i < 5; i++) runs.push(await timeToFirstPong(dataDir, port));
    runs.sort((a, b) => a - b);
    console.log('cold start to first pong on SQLite (target < 1500 ms)');
    console.log(`  first run (creates schema, admin, settings): ${first.toFixed(0)} ms`);
    console.log(
      `  restart on an existing database: median ${runs[2]!.toFixed(0)} ms, best ${runs[0]!.toFixed(0)} ms, worst ${runs[4]!.toFixed(0)} ms`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runColdStartBench();
