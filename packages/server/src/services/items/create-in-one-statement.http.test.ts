import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

/** Creates of one item: on PostgreSQL the item, its activity and its revision in one statement; everywhere, all or nothing. */
describe.each(DATABASES)('creating one item on %s', (client) => {
  let server: TestServer;
  const oneStatement = client === 'pg';
  const statements: string[] = [];

  const collection = (name: string, accountability: string | null, fields: unknown[] = []) =>
    server.asAdmin('/collections', {
      method: 'POST',
      json: {
        collection: name,
        schema: {},
        meta: { accountability },
        fields: [
          { field: 'id', type: 'integer', meta: {}, schema: { is_primary_key: true, has_auto_increment: true } },
          { field: 'title', type: 'string', meta: {}, schema: { is_unique: true } },
          ...fields,
        ],
      },
    });
  const activityOf = (name: string) => server.server.ctx.db('directus_activity').where({ collection: name }).orderBy('id');
  const revisionsOf = (name: string) => server.server.ctx.db('directus_revisions').where({ collection: name }).orderBy('id');
  const recorded = async (work: () => Promise<Response>) => {
    statements.length = 0;
    const response = await work();
    return { response, sql: statements.slice() };
  };

  beforeAll(async () => {
    server = await startTestServer({ client });
    expect((await collection('cs_authors', 'all')).status).toBe(200);
    expect((await collection('cs_full', 'all', [{ field: 'author', type: 'integer', meta: {}, schema: {} }])).status).toBe(200);
    expect(
      (
        await server.asAdmin('/relations', {
          method: 'POST',
          json: { collection: 'cs_full', field: 'author', related_collection: 'cs_authors', schema: { on_delete: 'SET NULL' } },
        })
      ).status,
    ).toBe(200);
    expect((await collection('cs_activity', 'activity')).status).toBe(200);
    expect((await collection('cs_none', null)).status).toBe(200);
    server.server.ctx.db.on('query', (query: { sql: string }) => statements.push(query.sql));
  });
  afterAll(async () => server?.close());

  it('writes the item, its activity row and its revision together, in one statement on PostgreSQL', async () => {
    const { response, sql } = await recorded(() => server.asAdmin('/items/cs_full', { method: 'POST', json: { title: 'first' } }));
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { id: number; title: string } };
    expect(data).toMatchObject({ title: 'first' });
    const writes = sql.filter((text) => !/^\s*select/i.test(text));
    if (oneStatement) {
      expect(writes).toHaveLength(1);
      expect(writes[0]).toMatch(/^WITH /);
      expect(sql.some((text) => /^(BEGIN|COMMIT)/i.test(text))).toBe(false);
    } else {
      expect(writes[0]).toMatch(/^BEGIN/i);
      expect(writes.at(-1)).toMatch(/^COMMIT/i);
    }
    const [activity] = await activityOf('cs_full');
    expect(activity).toMatchObject({ action: 'create', item: String(data.id), user: expect.any(String) });
    const [revision] = await revisionsOf('cs_full');
    expect(revision).toMatchObject({ activity: activity.id, item: String(data.id) });
    const stored = typeof revision.data === 'string' ? JSON.parse(revision.data) : revision.data;
    expect(stored).toEqual({ title: 'first' });
    // The revisions API reads it back as any other revision.
    const listed = await server.asAdmin(`/revisions?filter[collection][_eq]=cs_full&fields=item,data,activity.action`);
    expect(((await listed.json()) as { data: unknown[] }).data).toEqual([
      { item: String(data.id), data: { title: 'first' }, activity: { action: 'create' } },
    ]);
  });

  it('keeps activity without a revision, or nothing, as the collection asks', async () => {
    const activityOnly = await server.asAdmin('/items/cs_activity', { method: 'POST', json: { title: 'a' } });
    expect(activityOnly.status).toBe(200);
    expect(await activityOf('cs_activity')).toHaveLength(1);
    expect(await revisionsOf('cs_activity')).toHaveLength(0);
    const { response, sql } = await recorded(() => server.asAdmin('/items/cs_none', { method: 'POST', json: { title: 'n' } }));
    expect(response.status).toBe(200);
    expect(await activityOf('cs_none')).toHaveLength(0);
    if (oneStatement) expect(sql.filter((text) => /^(BEGIN|COMMIT)/i.test(text))).toEqual([]);
    // An item of defaults only.
    const empty = await server.asAdmin('/items/cs_none', { method: 'POST', json: {} });
    expect(empty.status).toBe(200);
  });

  it('writes nothing at all when the item is refused by the database', async () => {
    const before = (await activityOf('cs_full')).length;
    const duplicate = await server.asAdmin('/items/cs_full', { method: 'POST', json: { title: 'first' } });
    expect(duplicate.status).toBe(400);
    expect(((await duplicate.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]!.extensions.code).toBe(
      'RECORD_NOT_UNIQUE',
    );
    expect(await activityOf('cs_full')).toHaveLength(before);
    // The pooled connection is usable afterwards: no transaction was left open on it.
    for (let i = 0; i < 12; i++)
      expect((await server.asAdmin('/items/cs_full', { method: 'POST', json: { title: `next ${i}` } })).status).toBe(200);
  });

  it('keeps a create with a nested write in one transaction, its revisions linked', async () => {
    const { response, sql } = await recorded(() =>
      server.asAdmin('/items/cs_full', { method: 'POST', json: { title: 'nested', author: { title: 'Ann' } } }),
    );
    expect(response.status).toBe(200);
    expect(sql[0]).toMatch(/^BEGIN/i);
    expect(sql.some((text) => /^COMMIT/i.test(text))).toBe(true);
    const [authorRevision] = await revisionsOf('cs_authors');
    const [articleRevision] = (await revisionsOf('cs_full')).slice(-1);
    expect(authorRevision.parent).toBe(articleRevision.id);
    // A nested write refused halfway leaves neither item.
    const refused = await server.asAdmin('/items/cs_full', { method: 'POST', json: { title: 'nested 2', author: { title: 'Ann' } } });
    expect(refused.status).toBe(400);
    expect(await server.server.ctx.db('cs_full').where({ title: 'nested 2' })).toHaveLength(0);
  });
});
