import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { npmExtensionsFolder } from '../../../test/harness/npm-extension-project.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { TEST_DATABASES } from '../../../test/harness/test-databases.js';

const BIN = new URL('../../../bin/tessera.js', import.meta.url).pathname;
const MAIN = new URL('../../../dist/main.js', import.meta.url);

/** `npx tessera …` in `cwd`, with `env` over the machine's; answers its exit code and output. */
function tessera(args: string[], cwd: string, env: Record<string, string>): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(BIN, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, out, err }));
  });
}

/**
 * `directus-extension-models@2.5.2`, as published: a hook adding `models snapshot <file>` with
 * `init('cli.after', ({ program }) => …)`. Run through the CLI (bin/tessera.js, what `npx tessera`
 * runs) against a database holding a data model, it writes the collections' TypeScript types
 * (issue 41, point 6).
 */
describe.runIf(existsSync(MAIN)).each(TEST_DATABASES)('directus-extension-models from npm, through npx tessera, on %s', (client) => {
  let server: TestServer;
  let extensions: Awaited<ReturnType<typeof npmExtensionsFolder>>;
  let project: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    extensions = await npmExtensionsFolder('directus-extension-models');
    project = await mkdtemp(join(tmpdir(), 'tessera-models-cli-'));
    server = await startTestServer({ client });
    const created = await server.asAdmin('/collections', {
      method: 'POST',
      json: {
        collection: 'articles',
        schema: {},
        fields: [
          { field: 'title', type: 'string', meta: { note: 'The headline' } },
          {
            field: 'status',
            type: 'string',
            meta: {
              interface: 'select-dropdown',
              options: {
                choices: [
                  { text: 'Draft', value: 'draft' },
                  { text: 'Live', value: 'live' },
                ],
              },
            },
          },
          { field: 'views', type: 'integer' },
        ],
      },
    });
    expect(created.status).toBe(200);
    const config = server.server.ctx.config;
    env = Object.fromEntries(
      Object.entries({
        DB_CLIENT: config.DB_CLIENT,
        DB_FILENAME: config.DB_FILENAME,
        DB_HOST: config.DB_HOST,
        DB_PORT: config.DB_PORT,
        DB_USER: config.DB_USER,
        DB_PASSWORD: config.DB_PASSWORD,
        DB_DATABASE: config.DB_DATABASE,
        EXTENSIONS_PATH: extensions.path,
        LOG_LEVEL: 'warn',
      })
        .filter(([, value]) => value !== undefined && value !== null)
        .map(([name, value]) => [name, String(value)]),
    );
  });
  afterAll(async () => {
    await server?.close();
    await extensions?.remove();
    if (project) await rm(project, { recursive: true, force: true });
  });

  it('runs `models snapshot <file>` and writes the collections as TypeScript', async () => {
    const result = await tessera(['models', 'snapshot', 'types/models.d.ts'], project, env);
    expect(result.code, result.err).toBe(0);
    const written = await readFile(join(project, 'types', 'models.d.ts'), 'utf8');
    expect(written).toContain('export interface Article {');
    expect(written).toMatch(/title: string \| null;/);
    expect(written).toContain("status: 'draft' | 'live' | null;");
    expect(written).toMatch(/views: number \| null;/);
    expect(written).toContain('articles: Article[];');
  });

  it('answers a word no extension registered as an unknown command, with the help', async () => {
    const result = await tessera(['no-such-command'], project, env);
    expect(result.code).toBe(2);
    expect(result.err).toContain('Unknown command "no-such-command"');
    expect((await tessera(['__proto__'], project, env)).code).toBe(2);
  });
});
