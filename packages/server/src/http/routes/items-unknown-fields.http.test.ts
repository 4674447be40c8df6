import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Body = { data?: unknown; errors?: Array<{ message: string; extensions: { code: string } }> };

/**
 * Issue 12: `fields` naming only unknown fields compiled to `SELECT  FROM …` and answered 500.
 * The reference ignores an admin's unknown fields (rows answer as empty objects) and refuses a
 * field outside a role's allow-list, known or not, with 403.
 */
describe.each(DATABASES)('items: unknown fields on %s', (client) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ client });
    const db = server.server.ctx.db;
    await db.schema.createTable('notes', (t) => {
      t.increments('id');
      t.string('title');
      t.json('data');
    });
    await db('notes').insert([
      { title: 'one', data: JSON.stringify({ k: 1 }) },
      { title: 'two', data: null },
    ]);
    await db('directus_collections').insert({ collection: 'notes' });
    await db('directus_permissions').insert({ role: null, collection: 'notes', action: 'read', fields: 'id,title', permissions: '{}' });
    await server.asAdmin('/utils/cache/clear', { method: 'POST' });
  });
  afterAll(async () => server?.close());

  const read = async (query: string, asAdmin: boolean) => {
    const response = asAdmin ? await server.asAdmin(`/items/notes?${query}`) : await server.request(`/items/notes?${query}`);
    return { status: response.status, body: (await response.json()) as Body };
  };

  it.each(['fields=nonexistent', 'fields=(', 'fields=json(data,k)', 'fields=nonexistent,also_unknown', 'fields[]=nonexistent&sort=-id'])(
    'answers an admin one empty object per row for %s',
    async (query) => {
      const { status, body } = await read(query, true);
      expect(status).toBe(200);
      expect(body.data).toEqual([{}, {}]);
    },
  );

  it('keeps the known fields when unknown ones are asked beside them', async () => {
    const { status, body } = await read('fields=title,nonexistent&sort=id', true);
    expect(status).toBe(200);
    expect(body.data).toEqual([{ title: 'one' }, { title: 'two' }]);
  });

  it('answers an admin one empty object for a single item read with only unknown fields', async () => {
    const response = await server.asAdmin('/items/notes/1?fields=nonexistent');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: {} });
  });

  it.each(['fields=nonexistent', 'fields=(', 'fields=json(data,k)', 'fields=data', 'fields=count(nonexistent)'])(
    'refuses the public role %s with 403, the field being outside its allow-list',
    async (query) => {
      const { status, body } = await read(query, false);
      expect(status).toBe(403);
      expect(body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    },
  );

  it('still answers the public role its allowed fields', async () => {
    const { status, body } = await read('fields=title&sort=id', false);
    expect(status).toBe(200);
    expect(body.data).toEqual([{ title: 'one' }, { title: 'two' }]);
  });

  it('answers an unknown field function with 400 INVALID_QUERY, never 500', async () => {
    const { status, body } = await read('fields=nope(title)', true);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions.code).toBe('INVALID_QUERY');
  });
});
