import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

const integerKey = { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } };

/**
 * A share reads the data model of what it may read, as the reference's shares do (issue 42, point
 * 13: the share page showed raw values and logged a 403 on `/fields`), and nothing beyond it.
 */
describe.each(DATABASES)('the data model through a share on %s', (client) => {
  let server: TestServer;
  let token: string;

  const asShare = async (path: string) => {
    const response = await server.request(path, { token });
    return { status: response.status, body: (await response.json()) as { data: Array<Record<string, unknown>> } };
  };

  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOGIN_STALL_TIME: '0' } });
    const post = async (path: string, json: unknown) => {
      const response = await server.asAdmin(path, { method: 'POST', json });
      expect(response.status, await response.clone().text()).toBe(200);
      return ((await response.json()) as { data: Record<string, unknown> }).data;
    };
    await post('/collections', {
      collection: 'articles',
      schema: {},
      meta: {},
      fields: [integerKey, { field: 'title', type: 'string' }, { field: 'published_on', type: 'date' }, { field: 'notes', type: 'text' }],
    });
    await post('/collections', { collection: 'secrets', schema: {}, meta: {}, fields: [integerKey, { field: 'code', type: 'string' }] });
    const role = await server.createRole({ name: 'Readers' });
    await post('/permissions', { role, collection: 'articles', action: 'read', fields: ['id', 'title', 'published_on'] });
    const article = await post('/items/articles', { title: 'Shared', published_on: '2026-11-29', notes: 'internal' });
    const share = await post('/shares', { collection: 'articles', item: String(article.id), role });
    const opened = await server.request('/shares/auth', { method: 'POST', json: { share: share.id } });
    token = ((await opened.json()) as { data: { access_token: string } }).data.access_token;
  });
  afterAll(async () => server?.close());

  it("reads the shared collection's fields the share may read, not the others", async () => {
    const fields = await asShare('/fields/articles');
    expect(fields.status).toBe(200);
    expect(fields.body.data.map((field) => field.field).sort()).toEqual(['id', 'published_on', 'title']);
    expect(fields.body.data.find((field) => field.field === 'published_on')).toMatchObject({ type: 'date' });
    expect((await asShare('/fields/secrets')).status).toBe(403);
    const all = await asShare('/fields');
    expect(all.status).toBe(200);
    const described = new Set(all.body.data.map((field) => String(field.collection)));
    expect([...described].filter((name) => !name.startsWith('directus_'))).toEqual(['articles']);
  });

  it('lists only the collections it may read, and reads relations', async () => {
    const collections = await asShare('/collections');
    expect(collections.status).toBe(200);
    // Besides the data model's own system collections, which the share reads as the reference's do.
    const names = collections.body.data.map((collection) => String(collection.collection));
    expect(names.filter((name) => !name.startsWith('directus_'))).toEqual(['articles']);
    expect(names.filter((name) => name.startsWith('directus_')).sort()).toEqual([
      'directus_collections',
      'directus_fields',
      'directus_relations',
    ]);
    expect((await asShare('/relations')).status).toBe(200);
  });

  it('still reads only the shared item, and writes nothing to the data model', async () => {
    expect((await asShare('/items/secrets')).status).toBe(403);
    const write = await server.request('/fields/articles', { method: 'POST', token, json: { field: 'added', type: 'string' } });
    expect(write.status).toBe(403);
    expect((await server.asAdmin('/fields/articles/added')).status).toBe(403);
  });
});
