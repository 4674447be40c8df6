import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clearCache,
  createClient,
  createCollection,
  customEndpoint,
  deleteExtension,
  generateHash,
  isTesseraError,
  readCollection,
  readGraphqlSdl,
  readItems,
  rest,
  schemaApply,
  schemaDiff,
  schemaSnapshot,
  staticToken,
  triggerFlow,
  updateExtension,
  verifyHash,
  withOptions,
  withSearch,
} from '@tessera/sdk';
import { createFlow } from '../../server/test/harness/flow-fixtures.js';
import { TEST_ADMIN, type TestServer } from '../../server/test/harness/start-test-server.js';
import { createBlog, resetBlog, startSdkTestServer, type BlogSchema } from './blog-fixture.js';

const SOME_UUID = '6f1c2a5e-0d5b-4f57-9a43-2b8f0e1d9c11';

async function codeOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => value,
    (error: unknown) => (isTesseraError(error) ? error.errors[0]?.extensions?.code : error),
  );
}

describe('SDK schema, flow, server, utils and helper commands against the real server (SQLite)', { timeout: 20_000 }, () => {
  let server: TestServer;
  const anonymous = () => createClient<BlogSchema>(server.url).with(rest());
  const admin = () => anonymous().with(staticToken(TEST_ADMIN.token));

  beforeAll(async () => {
    server = await startSdkTestServer();
    await createBlog(server);
    await resetBlog(server);
  }, 60_000);
  afterAll(async () => server?.close());

  it('schemaSnapshot, schemaDiff and schemaApply take the data model back to a snapshot', async () => {
    const client = admin();
    const before = await client.request(schemaSnapshot());
    expect(before).toMatchObject({ version: 1, directus: expect.any(String), collections: expect.any(Array) });
    expect(await client.request(schemaDiff(before))).toBeUndefined();

    await client.request(createCollection({ collection: 'tags', schema: {}, meta: { icon: 'label' } }));
    const diff = await client.request(schemaDiff(before));
    expect(diff?.hash).toEqual(expect.any(String));
    expect(diff?.diff.collections).toEqual([expect.objectContaining({ collection: 'tags' })]);
    await client.request(schemaApply(diff!));
    expect(await codeOf(client.request(readCollection('tags')))).toBe('FORBIDDEN');
  });

  it('schemaSnapshot is for administrators only', async () => {
    expect(await codeOf(anonymous().request(schemaSnapshot()))).toBe('FORBIDDEN');
  });

  it('triggerFlow runs a webhook flow with its data as URL parameters', async () => {
    const flow = await createFlow(server, {
      trigger: 'webhook',
      accountability: 'all',
      operations: [{ key: 'hello', type: 'transform', options: { json: { hello: 'Hi {{ $trigger.query.name }}' } } }],
    });
    expect(await admin().request(triggerFlow('GET', flow.id, { name: 'Ada' }))).toEqual({ hello: 'Hi Ada' });
    // The flow listens to GET: a POST does not start it.
    expect(await codeOf(admin().request(triggerFlow('POST', flow.id, { name: 'Ada' })))).toBe('FORBIDDEN');
  });

  it('triggerFlow posts its data as the body to a POST webhook flow', async () => {
    const flow = await createFlow(server, {
      trigger: 'webhook',
      options: { method: 'POST' },
      accountability: 'all',
      operations: [{ key: 'echo', type: 'transform', options: { json: { got: '{{ $trigger.body.name }}' } } }],
    });
    expect(await admin().request(triggerFlow('POST', flow.id, { name: 'Bo' }))).toEqual({ got: 'Bo' });
  });

  it('readGraphqlSdl reads the items and the system schemas as SDL text', async () => {
    const items = await admin().request(readGraphqlSdl());
    expect(items).toContain('type Query');
    expect(items).toContain('articles');
    const system = await admin().request(readGraphqlSdl('system'));
    expect(system).toContain('type Query');
    expect(system).toContain('users_me');
  });

  it('clearCache empties the caches for an administrator and is refused to anyone else', async () => {
    expect(await admin().request(clearCache())).toBeUndefined();
    expect(await codeOf(anonymous().request(clearCache()))).toBe('FORBIDDEN');
  });

  it('generateHash and verifyHash hash a string and check it', async () => {
    const hash = await admin().request(generateHash('secret'));
    expect(hash).toMatch(/^\$argon2/);
    expect(await admin().request(verifyHash('secret', hash))).toBe(true);
    expect(await admin().request(verifyHash('other', hash))).toBe(false);
  });

  it('updateExtension and deleteExtension find no extension on Tessera (FORBIDDEN)', async () => {
    expect(await codeOf(admin().request(updateExtension(null, SOME_UUID, { meta: { enabled: false } })))).toBe('FORBIDDEN');
    expect(await codeOf(admin().request(deleteExtension(SOME_UUID)))).toBe('FORBIDDEN');
  });

  it('withSearch sends a read as SEARCH and gets the same rows as the GET', async () => {
    const query = { fields: ['id'], filter: { status: { _eq: 'published' } }, sort: ['id'], limit: 2 } as const;
    const viaSearch = await admin().request(withSearch(readItems('articles', query)));
    expect(viaSearch).toEqual([{ id: 1 }, { id: 3 }]);
    expect(viaSearch).toEqual(await admin().request(readItems('articles', query)));
  });

  it('withOptions passes fetch options: an aborted signal stops the request', async () => {
    const controller = new AbortController();
    controller.abort();
    const outcome = await admin()
      .request(withOptions(readItems('articles'), { signal: controller.signal }))
      .catch((error: unknown) => error);
    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as Error).name).toBe('AbortError');
  });

  it('customEndpoint reaches a route by path', async () => {
    expect(await anonymous().request(customEndpoint<string>({ path: '/server/ping' }))).toBe('pong');
    const rows = await admin().request(customEndpoint<{ id: number }[]>({ path: '/items/articles', params: { fields: 'id', limit: '1' } }));
    expect(rows).toEqual([{ id: 1 }]);
  });
});
