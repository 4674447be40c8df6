import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasBuiltCli } from '../../test/harness/built-cli.js';

const BIN = new URL('../../bin/tessera.js', import.meta.url).pathname;

async function waitForPong(url: string, exited: () => boolean): Promise<void> {
  const started = Date.now();
  for (;;) {
    const answer = await fetch(`${url}/server/ping`).then(
      (response) => response.text(),
      () => null,
    );
    if (answer === 'pong') return;
    if (exited()) throw new Error('the server exited before answering');
    if (Date.now() - started > 20_000) throw new Error('no pong within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.runIf(hasBuiltCli('bin/tessera.js, the way npm start runs the server'))(
  'bin/tessera.js, the way npm start runs the server',
  () => {
    it('runs node with the small-heap V8 flags, and node accepts them', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'tessera-launcher-'));
      const port = 23_000 + Math.floor(Math.random() * 1_000);
      const child = spawn(BIN, ['start'], {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DB_CLIENT: 'sqlite3',
          DB_FILENAME: join(dataDir, 't.db'),
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'error',
          ADMIN_EMAIL: 'a@example.com',
          ADMIN_PASSWORD: 'launcher-password-1',
          SERVE_APP: 'false',
        },
        stdio: 'ignore',
      });
      try {
        await waitForPong(`http://127.0.0.1:${port}`, () => child.exitCode !== null);
        // `env -S` replaces itself with node, so the child's own command line is node's.
        const commandLine = readFileSync(`/proc/${child.pid}/cmdline`, 'utf8').split('\0');
        expect(commandLine[0]).toMatch(/node$/);
        expect(commandLine).toEqual(expect.arrayContaining(['--max-semi-space-size=2', '--heap-growing-percent=50', 'start']));
      } finally {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  },
);
