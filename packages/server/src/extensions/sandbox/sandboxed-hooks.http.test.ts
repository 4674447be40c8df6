import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecordingHttpServer, type RecordingHttpServer } from '../../../test/harness/recording-http-server.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { loadSandboxedExtension, type SandboxedExtension } from './load-sandboxed-extension.js';

/** A sandboxed hook registered on the server's event bus as ext-core does, driven through the REST API. */
describe('a sandboxed hook on a running server', () => {
  let remote: RecordingHttpServer;
  let server: TestServer;
  let hook: SandboxedExtension;
  const off: (() => void)[] = [];

  beforeAll(async () => {
    remote = await startRecordingHttpServer((_req, res) => res.end('ok'));
    server = await startTestServer({ env: { IMPORT_IP_DENY_LIST: '169.254.169.254', EXTENSIONS_SANDBOX_TIMEOUT: '600' } });
    const created = await server.asAdmin('/collections', {
      method: 'POST',
      json: { collection: 'articles', schema: {}, fields: [{ field: 'title', type: 'string' }] },
    });
    expect(created.status).toBe(200);
    hook = await loadSandboxedExtension({
      name: 'shout',
      type: 'hook',
      code: `import { request } from 'directus:api';
        export default ({ filter, action }) => {
          filter('articles.items.create', (payload) => {
            if (payload.title === 'spin') while (true) {}
            if (payload.title === 'refuse') throw Object.assign(new Error('Titles may not be "refuse"'), { code: 'INVALID_PAYLOAD' });
            if (payload.title === 'crash') throw new Error('internal detail');
            return { ...payload, title: payload.title.toUpperCase() };
          });
          action('articles.items.create', async ({ key, payload }) => {
            await request('${remote.origin}/created', { method: 'POST', body: { key, title: payload.title } });
          });
        };`,
      scopes: { request: { urls: [`${remote.origin}/created`], methods: ['POST'] } },
      ctx: server.server.ctx,
    });
    for (const entry of hook.hooks)
      off.push(
        entry.type === 'filter'
          ? server.server.ctx.events.onFilter(entry.event, entry.handler)
          : server.server.ctx.events.onAction(entry.event, entry.handler),
      );
  });
  afterAll(async () => {
    for (const remove of off) remove();
    hook?.dispose();
    await server?.close();
    await remote?.close();
  });

  it('changes the payload of a write and records the action', async () => {
    const response = await server.asAdmin('/items/articles', { method: 'POST', json: { title: 'quiet words' } });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { id: number; title: string } };
    expect(data.title).toBe('QUIET WORDS');
    await expect
      .poll(() => remote.requests.map((request) => request.body))
      .toContainEqual(JSON.stringify({ key: data.id, title: 'QUIET WORDS' }));
  });

  it('cancels a write the filter throws on: with its code when the error carries one of ours, else as an unexpected error', async () => {
    const refused = await server.asAdmin('/items/articles', { method: 'POST', json: { title: 'refuse' } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ errors: [{ message: 'Titles may not be "refuse"', extensions: { code: 'INVALID_PAYLOAD' } }] });
    const crashed = await server.asAdmin('/items/articles', { method: 'POST', json: { title: 'crash' } });
    expect(crashed.status).toBe(500);
    expect(await crashed.json()).toEqual({
      errors: [{ message: 'An unexpected error occurred.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    });
    const rows = (await (await server.asAdmin('/items/articles?filter[title][_in]=refuse,crash,REFUSE,CRASH')).json()) as {
      data: unknown[];
    };
    expect(rows.data).toEqual([]);
  });

  it('answers 503 when the filter loops forever, writes nothing, and the server keeps answering', async () => {
    const started = Date.now();
    const [response, ping] = await Promise.all([
      server.asAdmin('/items/articles', { method: 'POST', json: { title: 'spin' } }),
      server.request('/server/ping'),
    ]);
    expect(ping.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(response.status).toBe(503);
    const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]).toMatchObject({
      message: expect.stringMatching(/sandboxed extension was stopped: a call ran longer than 600 ms/),
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    const rows = (await (await server.asAdmin('/items/articles?filter[title][_in]=spin,SPIN')).json()) as { data: unknown[] };
    expect(rows.data).toEqual([]);
    expect((await server.request('/server/ping')).status).toBe(200);
  });
});
