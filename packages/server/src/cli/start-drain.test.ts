import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasBuiltCli } from '../../test/harness/built-cli.js';

const BIN = new URL('../../bin/tessera.js', import.meta.url).pathname;

/** GET `path` of a server that may be gone: the status, or null when nothing answers. */
async function statusOf(url: string): Promise<number | null> {
  return fetch(url).then(
    async (response) => {
      await response.arrayBuffer();
      return response.status;
    },
    () => null,
  );
}

/** Polls until `check` holds or the child has exited; at most `limitMs` (a guard against a hang, not a timing). */
async function until(check: () => Promise<boolean>, exited: () => boolean, limitMs = 20_000): Promise<boolean> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    if (exited()) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe.runIf(hasBuiltCli('tessera start, stopped by SIGTERM'))('tessera start, stopped by SIGTERM', () => {
  it('answers health with 503 at once, keeps serving requests for SERVER_SHUTDOWN_DELAY (five seconds by default), then exits 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-drain-'));
    const port = 24_000 + Math.floor(Math.random() * 1_000);
    const url = `http://127.0.0.1:${port}`;
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
        ADMIN_PASSWORD: 'drain-password-1',
        SERVE_APP: 'false',
      },
      stdio: 'ignore',
    });
    const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const exited = () => child.exitCode !== null || child.signalCode !== null;
    try {
      expect(await until(async () => (await statusOf(`${url}/server/health`)) === 200, exited)).toBe(true);

      const signalled = performance.now();
      child.kill('SIGTERM');
      // Taken out of the load balancer's rotation: health says so…
      expect(await until(async () => (await statusOf(`${url}/server/health`)) === 503, exited)).toBe(true);
      const health = await fetch(`${url}/server/health`);
      expect(health.headers.get('content-type')).toMatch(/^application\/health\+json/);
      expect(await health.json()).toEqual({ status: 'error' });
      // …while new requests are still answered until the delay is over.
      expect(await (await fetch(`${url}/server/ping`)).text()).toBe('pong');
      expect(await statusOf(`${url}/server/info`)).toBe(200);

      expect(await exit).toBe(0);
      // SERVER_SHUTDOWN_DELAY unset: five seconds.
      expect(performance.now() - signalled).toBeGreaterThanOrEqual(4_900);
      expect(await statusOf(`${url}/server/ping`)).toBeNull();
    } finally {
      if (!exited()) child.kill('SIGKILL');
      await exit;
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
