import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extensionsTempDir, writeExtension } from '../../test/harness/extension-fixtures.js';
import { startTestServer, type TestServer } from '../../test/harness/start-test-server.js';

const SANDBOX = { enabled: true, requestedScopes: {} };

/**
 * Sandboxed extensions (`sandbox.enabled` in the manifest) found in EXTENSIONS_PATH by the loader:
 * their code runs in an isolate, and what it registers (a hook's filter, an endpoint's routes) is
 * wired like any other extension's, switched off and on through PATCH /extensions.
 */
describe('sandboxed extensions loaded from EXTENSIONS_PATH', () => {
  let root: string;
  let server: TestServer;

  beforeAll(async () => {
    root = await extensionsTempDir();
    await writeExtension(root, 'sandboxed-shout', {
      manifest: { type: 'hook', sandbox: SANDBOX },
      files: {
        'dist/index.js': `export default ({ filter }) => {
          filter('notes.items.create', (payload) => ({ ...payload, title: String(payload.title).toUpperCase() }));
        };`,
      },
    });
    await writeExtension(root, 'sandboxed-hello', {
      manifest: { type: 'endpoint', sandbox: SANDBOX },
      files: {
        'dist/index.js': `export default {
          id: 'sandboxed-hello',
          handler: (router) => {
            router.get('/', (req) => ({ status: 200, body: { user: req.accountability ? req.accountability.user : null } }));
            router.get('/escape', () => ({ status: 200, body: { process: typeof process, fetch: typeof fetch } }));
          },
        };`,
      },
    });
    server = await startTestServer({ env: { EXTENSIONS_PATH: root } });
    const created = await server.asAdmin('/collections', {
      method: 'POST',
      json: { collection: 'notes', schema: {}, fields: [{ field: 'title', type: 'string' }] },
    });
    expect(created.status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await rm(root, { recursive: true, force: true });
  });

  it("runs a sandboxed hook's filter on a write through the REST API", async () => {
    const response = await server.asAdmin('/items/notes', { method: 'POST', json: { title: 'quiet' } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { title: string } }).data.title).toBe('QUIET');
  });

  it('answers a sandboxed endpoint under its id with the caller, and gives its code no host objects', async () => {
    const signedIn = await server.asAdmin('/sandboxed-hello');
    expect(signedIn.status).toBe(200);
    expect(((await signedIn.json()) as { user: string | null }).user).toEqual(expect.any(String));
    const anonymous = await server.request('/sandboxed-hello');
    expect(await anonymous.json()).toEqual({ user: null });
    expect(await (await server.request('/sandboxed-hello/escape')).json()).toEqual({ process: 'undefined', fetch: 'undefined' });
  });

  it('stops the sandboxed hook and endpoint when they are disabled, and brings them back when enabled', async () => {
    const rows = (await (await server.asAdmin('/extensions')).json()) as { data: { id: string; schema: { name: string } | null }[] };
    const idOf = (name: string) => rows.data.find((row) => row.schema?.name === name)!.id;
    const switchTo = async (enabled: boolean) => {
      for (const name of ['sandboxed-shout', 'sandboxed-hello']) {
        const patched = await server.asAdmin(`/extensions/${idOf(name)}`, { method: 'PATCH', json: { meta: { enabled } } });
        expect(patched.status).toBe(200);
      }
    };
    await switchTo(false);
    expect((await server.request('/sandboxed-hello')).status).toBe(404);
    const plain = await server.asAdmin('/items/notes', { method: 'POST', json: { title: 'quiet' } });
    expect(((await plain.json()) as { data: { title: string } }).data.title).toBe('quiet');
    await switchTo(true);
    expect((await server.request('/sandboxed-hello')).status).toBe(200);
    const loud = await server.asAdmin('/items/notes', { method: 'POST', json: { title: 'again' } });
    expect(((await loud.json()) as { data: { title: string } }).data.title).toBe('AGAIN');
  });
});
