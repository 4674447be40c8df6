import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { isCount, statementsDuring, type Statement } from '../../../test/harness/sql-statements.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

describe.each(DATABASES)('items: meta counts on %s', (client) => {
  let server: TestServer;
  let db: Knex;

  beforeAll(async () => {
    server = await startTestServer({ client });
    db = server.server.ctx.db;
    await db.schema.createTable('notes', (t) => {
      t.increments('id');
      t.integer('size').notNullable();
    });
    await db('directus_collections').insert({ collection: 'notes' });
    await db('notes').insert(Array.from({ length: 12 }, (_, index) => ({ size: index })));
    server.server.ctx.schema.invalidate();
    // The schema reloads on the first request after the change: done here, not inside a counted request.
    expect((await server.asAdmin('/items/notes?limit=1')).status).toBe(200);
  });
  afterAll(async () => server?.close());

  const onNotes = (statements: Statement[]) => statements.filter((statement) => /\bnotes\b/.test(statement.sql));

  it('runs one statement for a plain list page, and no count', async () => {
    let body: unknown;
    const statements = await statementsDuring(db, async () => {
      body = await (await server.asAdmin('/items/notes?limit=5&filter[size][_gte]=2')).json();
    });
    expect((body as { data: unknown[] }).data).toHaveLength(5);
    expect(body).not.toHaveProperty('meta');
    expect(onNotes(statements)).toHaveLength(1);
    expect(statements.filter(isCount)).toEqual([]);
  });

  it('counts only what meta asks for, exactly on a small table, without "estimated"', async () => {
    let body: { meta?: Record<string, unknown> } = {};
    const statements = await statementsDuring(db, async () => {
      body = (await (await server.asAdmin('/items/notes?limit=1&filter[size][_gte]=2&meta=filter_count')).json()) as typeof body;
    });
    expect(body.meta).toEqual({ filter_count: 10 });
    expect(statements.filter(isCount)).toHaveLength(1);
    const all = (await (await server.asAdmin('/items/notes?limit=1&filter[size][_gte]=2&meta=*')).json()) as typeof body;
    expect(all.meta).toEqual({ total_count: 12, filter_count: 10 });
  });
});
