import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_ROWS } from '../../../test/harness/batch-rows.js';
import { importRequest, jsonFile } from '../../../test/harness/import-request.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** MariaDB inserts row by row (no RETURNING): 15,000 statements for 5,000 items with their activity and revisions. */
const TIMEOUT_MS = 120_000 * Math.max(1, BATCH_ROWS / 5000);

/** Integer columns n1…n14 beside `title`: 15 values a row, so 5,000 rows bind 75,000 in one statement (SQLite takes 32,766, PostgreSQL 65,535). */
const NUMBERS = Array.from({ length: 14 }, (_, i) => `n${i + 1}`);
const rowOf = (index: number, prefix = 'r') => ({
  title: `${prefix}${index}`,
  ...Object.fromEntries(NUMBERS.map((name, n) => [name, index + n])),
});
/** `wide_rows`: its key and 69 integers, so an import batch of 500 rows binds 35,000 values. */
const WIDE = Array.from({ length: 69 }, (_, i) => `c${i + 1}`);

async function createTables(db: Knex): Promise<void> {
  await db.schema.createTable('batch_parents', (t) => {
    t.increments('id');
    t.string('name', 40);
  });
  const numbered = (t: Knex.CreateTableBuilder) => {
    t.increments('id');
    t.string('title', 40);
    for (const name of NUMBERS) t.integer(name);
  };
  await db.schema.createTable('batch_rows', numbered);
  await db.schema.createTable('batch_children', (t) => {
    numbered(t);
    t.integer('parent').unsigned().references('id').inTable('batch_parents').onDelete('CASCADE');
  });
  await db.schema.createTable('wide_rows', (t) => {
    t.integer('id').primary();
    for (const name of WIDE) t.integer(name);
  });
  await db('directus_collections').insert(
    ['batch_parents', 'batch_rows', 'batch_children', 'wide_rows'].map((collection) => ({ collection, accountability: 'all' })),
  );
  await db('directus_fields').insert({ collection: 'batch_parents', field: 'children', special: 'o2m', interface: 'list-o2m' });
  await db('directus_relations').insert({
    many_collection: 'batch_children',
    many_field: 'parent',
    one_collection: 'batch_parents',
    one_field: 'children',
  });
}

/**
 * Batch writes of a legitimate import size, past what one statement of the database binds, in one
 * request and one transaction: each multi-row INSERT is split under the dialect's limit (issue 38:
 * `POST /items` of 5,000 rows answered 500 "too many SQL variables" on SQLite, 50,000 on PostgreSQL).
 */
describe.each(DATABASES)(`items: batch writes of ${BATCH_ROWS} rows on %s`, (client) => {
  let server: TestServer;
  let db: Knex;
  const send = async (method: string, path: string, json: unknown) => {
    const response = await server.asAdmin(path, { method, json });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as Json };
  };
  const count = async (table: string, where: Record<string, unknown> = {}) =>
    Number(((await db(table).where(where).count({ n: '*' })) as Array<{ n: unknown }>)[0]!.n);

  beforeAll(async () => {
    // 5,000 rows fit the default 1 MB body; the volume run needs more room.
    server = await startTestServer({ client, env: BATCH_ROWS > 5000 ? { MAX_PAYLOAD_SIZE: '100mb' } : {} });
    db = server.server.ctx.db;
    await createTables(db);
    server.server.ctx.schema.invalidate();
  });
  afterAll(async () => {
    await server?.close();
  });

  it(
    'creates them in one request, keys in payload order, with an activity row and a revision each',
    async () => {
      const rows = Array.from({ length: BATCH_ROWS }, (_, index) => rowOf(index));
      const created = await send('POST', '/items/batch_rows?fields=id,title', rows);
      expect(created.status).toBe(200);
      const data = created.body.data as Array<{ id: number; title: string }>;
      expect(data.map((row) => row.title)).toEqual(rows.map((row) => row.title));
      expect(data.every((row, index) => index === 0 || row.id > data[index - 1]!.id)).toBe(true);
      expect(await count('batch_rows')).toBe(BATCH_ROWS);
      expect(await count('batch_rows', { title: `r${BATCH_ROWS - 1}`, n14: BATCH_ROWS + 12 })).toBe(1);
      expect(await count('directus_activity', { collection: 'batch_rows', action: 'create' })).toBe(BATCH_ROWS);
      expect(await count('directus_revisions', { collection: 'batch_rows' })).toBe(BATCH_ROWS);
    },
    TIMEOUT_MS,
  );

  it(
    'updates and deletes them by key in one request each',
    async () => {
      await db('batch_rows').delete();
      for (let start = 0; start < BATCH_ROWS; start += 500) {
        await db('batch_rows').insert(Array.from({ length: Math.min(500, BATCH_ROWS - start) }, (_, i) => rowOf(start + i, 'u')));
      }
      const keys = ((await db('batch_rows').select('id').orderBy('id')) as Array<{ id: number }>).map((row) => Number(row.id));
      const updated = await send('PATCH', '/items/batch_rows?fields=id', { keys, data: { n1: -1 } });
      expect(updated.status).toBe(200);
      expect(updated.body.data).toHaveLength(BATCH_ROWS);
      expect(await count('batch_rows', { n1: -1 })).toBe(BATCH_ROWS);
      expect(await count('directus_activity', { collection: 'batch_rows', action: 'update' })).toBe(BATCH_ROWS);
      const deleted = await send('DELETE', '/items/batch_rows', keys);
      expect(deleted.status).toBe(204);
      expect(await count('batch_rows')).toBe(0);
    },
    TIMEOUT_MS,
  );

  it(
    'creates them as the related items of a one-to-many field in one request',
    async () => {
      const children = Array.from({ length: BATCH_ROWS }, (_, index) => rowOf(index, 'c'));
      const created = await send('POST', '/items/batch_parents?fields=id', { name: 'many', children: { create: children } });
      expect(created.status).toBe(200);
      expect(await count('batch_children', { parent: created.body.data.id })).toBe(BATCH_ROWS);
      expect(await count('directus_revisions', { collection: 'batch_children' })).toBe(BATCH_ROWS);
    },
    TIMEOUT_MS,
  );

  it(
    'imports 1,000 rows of 70 values, then the same keys again as updates (the upsert of an import)',
    async () => {
      const wide = (key: number, shift: number) => ({ id: key, ...Object.fromEntries(WIDE.map((name, n) => [name, key + n + shift])) });
      const first = await importRequest(server, 'wide_rows', [jsonFile(Array.from({ length: 1000 }, (_, i) => wide(i + 1, 0)))]);
      expect(first.status).toBe(200);
      expect(await count('wide_rows')).toBe(1000);
      const again = await importRequest(server, 'wide_rows', [jsonFile(Array.from({ length: 1000 }, (_, i) => wide(i + 1, 1000)))]);
      expect(again.status).toBe(200);
      expect(await count('wide_rows')).toBe(1000);
      expect(await count('wide_rows', { id: 1000, c69: 1000 + 68 + 1000 })).toBe(1);
    },
    TIMEOUT_MS,
  );
});
