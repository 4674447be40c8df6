import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Body = { data?: unknown; errors?: Array<{ message: string; extensions: { code: string } }> };

/**
 * Found by the fuzz test (issue 12): queries one engine cannot run answered 500 there. Sorting,
 * grouping or MIN/MAX on types PostgreSQL cannot order or compare are now INVALID_QUERY on every
 * engine, and answer keys chosen through `alias` no longer become SQL identifiers (MySQL refused
 * characters outside the Basic Multilingual Plane, PostgreSQL cut names at 63 bytes).
 */
describe.each(DATABASES)('items: query options by field type on %s', (client) => {
  let server: TestServer;
  const read = async (query: string) => {
    const response = await server.asAdmin(`/items/things?${query}`);
    return { status: response.status, body: (await response.json()) as Body };
  };

  beforeAll(async () => {
    server = await startTestServer({ client });
    const db = server.server.ctx.db;
    await db.schema.createTable('things', (t) => {
      t.increments('id');
      t.string('title');
      t.json('data');
      t.boolean('flag');
      t.uuid('ref');
    });
    await db('things').insert([
      { title: 'b', data: JSON.stringify({ a: 1 }), flag: true, ref: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f' },
      { title: 'a', data: JSON.stringify([1, 2]), flag: false, ref: null },
    ]);
    await db('directus_collections').insert({ collection: 'things' });
    await server.asAdmin('/utils/cache/clear', { method: 'POST' });
  });
  afterAll(async () => server?.close());

  it.each([
    'sort=data',
    'sort=-data',
    'groupBy[]=data&aggregate[count]=*',
    'aggregate[min]=flag',
    'aggregate[max]=ref',
    'aggregate[min]=data',
    'aggregate[countDistinct]=data',
  ])('answers %s with 400 INVALID_QUERY', async (query) => {
    const { status, body } = await read(query);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions.code).toBe('INVALID_QUERY');
  });

  it('still sorts, groups and takes MIN/MAX where every engine can', async () => {
    expect((await read('fields=title&sort=flag,title')).body.data).toEqual([{ title: 'a' }, { title: 'b' }]);
    expect((await read('aggregate[count]=*&groupBy[]=flag&sort=flag')).body.data).toEqual([
      { flag: false, count: 1 },
      { flag: true, count: 1 },
    ]);
    expect((await read('aggregate[max]=title&aggregate[countDistinct]=flag')).body.data).toEqual([
      { max: { title: 'b' }, countDistinct: { flag: 2 } },
    ]);
  });

  it.each(['ꢩ𔑡𝑃𑿆', '𑶢', `a${'x'.repeat(70)}`, 'with space', 'quote"d'])('answers an alias key %j as given', async (key) => {
    const { status, body } = await read(`fields=${encodeURIComponent(key)}&alias[${encodeURIComponent(key)}]=title&sort=id`);
    expect(status).toBe(200);
    expect(body.data).toEqual([{ [key]: 'b' }, { [key]: 'a' }]);
  });

  it('refuses the NUL character in text values: 400 on filters and writes, nothing stored', async () => {
    for (const query of [`filter[title][_eq]=${encodeURIComponent('a\u0000b')}`, `search=${encodeURIComponent('\u0000')}`]) {
      const filtered = await read(query);
      expect([filtered.status, filtered.body.errors?.[0]?.extensions.code]).toEqual([400, 'INVALID_QUERY']);
    }
    const written = await server.asAdmin('/items/things', { method: 'POST', json: [{ title: 'ok' }, { title: 'a\u0000b' }] });
    expect(written.status).toBe(400);
    expect(((await written.json()) as Body).errors?.[0]?.extensions.code).toBe('INVALID_PAYLOAD');
    expect((await read('aggregate[count]=*')).body.data).toEqual([{ count: 2 }]);
  });

  it('answers two long aliases that share their first 63 characters apart', async () => {
    const first = `${'k'.repeat(63)}1`;
    const second = `${'k'.repeat(63)}2`;
    const { status, body } = await read(`fields=${first},${second}&alias[${first}]=title&alias[${second}]=id&sort=id`);
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { [first]: 'b', [second]: 1 },
      { [first]: 'a', [second]: 2 },
    ]);
  });
});
