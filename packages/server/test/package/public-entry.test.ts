import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PACKAGE_DIR = fileURLToPath(new URL('../../', import.meta.url));
const SRC_DIR = join(PACKAGE_DIR, 'src');

/** Every non-test source file under `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

describe('the built package', () => {
  it('resolves @tessera/server to the build output, which holds src and nothing else', () => {
    const entry = createRequire(join(PACKAGE_DIR, 'package.json')).resolve('@tessera/server');
    expect(entry).toBe(join(PACKAGE_DIR, 'dist', 'index.js'));
    expect(existsSync(entry), 'dist/index.js is missing: run `npm run build` (npm test builds it first)').toBe(true);
    const built = readdirSync(join(PACKAGE_DIR, 'dist'));
    expect(built).toContain('main.js');
    expect(existsSync(join(PACKAGE_DIR, 'dist', 'app.test.js'))).toBe(false);
  });

  it('keeps bench switches out of the production source', () => {
    const offenders = sourceFiles(SRC_DIR).filter((path) => /BENCH_|bench-bare/.test(readFileSync(path, 'utf8')));
    expect(offenders).toEqual([]);
  });

  describe('started through its public entry in a plain Node process', () => {
    let url = '';
    let stop: () => Promise<void> = async () => {};

    beforeAll(async () => {
      const script = [
        "import { loadConfig, startServer } from '@tessera/server';",
        'const server = await startServer(loadConfig({ envFile: null }), { announce: () => {} });',
        'console.log(server.url);',
        "process.once('SIGTERM', () => void server.close());",
      ].join('\n');
      const env = {
        ...process.env,
        DB_CLIENT: 'sqlite3',
        DB_FILENAME: ':memory:',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
        SERVE_APP: 'false',
        SECRET: 'public-entry-test-secret-long-enough',
        ADMIN_EMAIL: 'entry@example.com',
        ADMIN_PASSWORD: 'Entry-password-1',
      };
      const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
        cwd: PACKAGE_DIR,
        env,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      url = await new Promise<string>((resolve, reject) => {
        child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
          const line = chunk.split('\n').find((text) => text.startsWith('http://'));
          if (line) resolve(line.trim());
        });
        child.once('exit', (code) => reject(new Error(`the server process exited with ${code}`)));
      });
      stop = () =>
        new Promise<void>((resolve) =>
          child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM')),
        );
    });
    afterAll(() => stop());

    it('answers the API and has no benchmark routes', async () => {
      expect(await (await fetch(`${url}/server/ping`)).text()).toBe('pong');
      const bare = await fetch(`${url}/bench-bare/list`);
      expect(bare.status).toBe(404);
      expect(((await bare.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe('ROUTE_NOT_FOUND');
    });
  });
});
