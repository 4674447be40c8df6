import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog, extensionsTempDir, writeExtension } from '../../test/harness/extension-fixtures.js';
import { startTestServer, type TestServer } from '../../test/harness/start-test-server.js';
import { TEST_DATABASES } from '../../test/harness/test-databases.js';

/**
 * Endpoint extensions are mounted once the app exists, after loading: one whose handler fails there
 * (a handler that is not a function, a throw while adding routes) is skipped with one log line, and
 * the server starts with the others (issue 41, point 6).
 */
describe.each(TEST_DATABASES)('an endpoint extension failing while mounted at start on %s', (client) => {
  let server: TestServer;
  let project: string;
  const log = captureLog();

  beforeAll(async () => {
    project = await extensionsTempDir();
    const extensions = join(project, 'extensions');
    await writeExtension(extensions, 'bad-handler', {
      manifest: { type: 'endpoint' },
      files: { 'dist/index.js': "export default (router) => { router.get('/', 'not a function'); };" },
    });
    await writeExtension(extensions, 'throws-at-mount', {
      manifest: { type: 'endpoint' },
      files: { 'dist/index.js': "export default () => { throw new Error('mount refused'); };" },
    });
    await writeExtension(extensions, 'good-endpoint', {
      manifest: { type: 'endpoint' },
      files: { 'dist/index.js': "export default (router) => { router.get('/', (req, res) => res.json({ fine: true })); };" },
    });
    server = await startTestServer({ client, env: { LOG_LEVEL: 'info', EXTENSIONS_PATH: extensions }, logDestination: log.stream });
  });
  afterAll(async () => {
    await server?.close();
    if (project) await rm(project, { recursive: true, force: true });
  });

  it('starts, serves the good endpoint, and logs one line for each skipped one', async () => {
    expect(await (await server.request('/good-endpoint')).json()).toEqual({ fine: true });
    expect((await server.request('/bad-handler')).status).toBe(404);
    expect((await server.request('/throws-at-mount')).status).toBe(404);
    const skipped = (name: string) => log.lines.filter((line) => String(line.msg).startsWith(`extension "${name}" skipped`));
    expect(skipped('bad-handler')).toHaveLength(1);
    expect(String(skipped('bad-handler')[0]!.msg)).toContain('is not a function');
    expect(skipped('throws-at-mount')).toHaveLength(1);
    expect(String(skipped('throws-at-mount')[0]!.msg)).toContain('mount refused');
  });
});
