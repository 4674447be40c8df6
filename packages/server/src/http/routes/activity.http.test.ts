import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Row = Record<string, unknown>;
type Answer = { status: number; data?: unknown; errors?: Array<{ message: string; extensions: Row }> };

const anyDate = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);

describe.each(DATABASES)('/activity and /revisions on %s', (client) => {
  let server: TestServer;
  let db: Knex;
  let admin: string;
  let me: { id: string; token: string };
  let other: { id: string; token: string };
  let article: number;
  let secret: number;

  beforeAll(async () => {
    server = await startTestServer({ client });
    db = server.server.ctx.db;
    const role = await server.createRole({ name: 'Commenters' });
    const user = async () => {
      const token = `static-${randomUUID()}`;
      return { id: (await server.createUser({ role, password: null, token })).id, token };
    };
    me = await user();
    other = await user();
    admin = ((await db('directus_users').where('token', server.adminToken).first('id')) as { id: string }).id;
    for (const name of ['articles', 'secrets']) {
      await db.schema.createTable(name, (t) => {
        t.increments('id');
        t.string('title');
      });
      await db('directus_collections').insert({ collection: name });
    }
    await db('directus_permissions').insert([
      { role, collection: 'articles', action: 'read', fields: '*' },
      { role, collection: 'articles', action: 'create', fields: '*' },
    ]);
    server.server.ctx.schema.invalidate();
    server.server.ctx.permissions.invalidate();
    article = Number(((await call(server.adminToken, '/items/articles', 'POST', { title: 'Hello' })).data as Row).id);
    secret = Number(((await call(server.adminToken, '/items/secrets', 'POST', { title: 'Hidden' })).data as Row).id);
  });
  afterAll(async () => server?.close());

  async function call(token: string | null, path: string, method = 'GET', body?: unknown): Promise<Answer> {
    const response = await server.request(path, { method, ...(token ? { token } : {}), ...(body !== undefined ? { json: body } : {}) });
    const text = await response.text();
    return { status: response.status, ...(text ? (JSON.parse(text) as object) : {}) };
  }
  const failure = (answer: Answer) => [answer.status, answer.errors?.[0]?.extensions.code];
  const comment = async (token: string, text: string, item: number = article) =>
    (await call(token, '/activity/comment', 'POST', { collection: 'articles', item, comment: text })).data as Row;

  it('records writes as activity and revisions that admins read, with exact bodies', async () => {
    const created = (
      await call(server.adminToken, `/activity?filter[collection][_eq]=articles&filter[item][_eq]=${article}&fields=*,revisions.*`)
    ).data as Row[];
    expect(created).toEqual([
      {
        id: expect.any(Number),
        action: 'create',
        user: admin,
        timestamp: anyDate,
        ip: expect.any(String),
        user_agent: expect.any(String),
        collection: 'articles',
        item: String(article),
        comment: null,
        origin: null,
        revisions: [
          {
            id: expect.any(Number),
            activity: created[0]!.id,
            collection: 'articles',
            item: String(article),
            data: { title: 'Hello' },
            delta: { title: 'Hello' },
            parent: null,
            version: null,
          },
        ],
      },
    ]);
    const revision = (created[0]!.revisions as Row[])[0]!;
    expect(await call(server.adminToken, `/revisions/${String(revision.id)}`)).toEqual({ status: 200, data: revision });
    expect(
      await call(server.adminToken, '/revisions', 'SEARCH', {
        query: { filter: { activity: { _eq: created[0]!.id } }, fields: ['id', 'item'] },
      }),
    ).toEqual({ status: 200, data: [{ id: revision.id, item: String(article) }] });
    expect(failure(await call(me.token, `/revisions/${String(revision.id)}`))).toEqual([403, 'FORBIDDEN']);
    expect(failure(await call(me.token, '/revisions'))).toEqual([403, 'FORBIDDEN']);
    expect(failure(await call(server.adminToken, '/revisions/999999'))).toEqual([403, 'FORBIDDEN']);
    expect(failure(await call(server.adminToken, '/revisions/not-a-number'))).toEqual([403, 'FORBIDDEN']);
    expect(failure(await call(server.adminToken, '/revisions', 'POST', {}))).toEqual([404, 'ROUTE_NOT_FOUND']);
    expect(failure(await call(server.adminToken, '/activity', 'POST', { action: 'create' }))).toEqual([404, 'ROUTE_NOT_FOUND']);
  });

  it('lets a user read only their own activity', async () => {
    const mine = (await call(me.token, '/items/articles', 'POST', { title: 'By me' })).data as Row;
    const rows = (await call(me.token, '/activity?fields=user,item,action')).data as Row[];
    expect(rows).toEqual([{ user: me.id, item: String(mine.id), action: 'create' }]);
    const adminRow = ((await call(server.adminToken, `/activity?filter[user][_eq]=${admin}&limit=1`)).data as Row[])[0]!;
    expect(failure(await call(me.token, `/activity/${String(adminRow.id)}`))).toEqual([403, 'FORBIDDEN']);
    expect(failure(await call(null, '/activity'))).toEqual([403, 'FORBIDDEN']);
  });

  it('creates a comment as the caller, with an exact body', async () => {
    const answer = await call(me.token, '/activity/comment', 'POST', { collection: 'articles', item: article, comment: 'Nice work' });
    expect(answer).toEqual({
      status: 200,
      data: {
        id: expect.any(Number),
        action: 'comment',
        user: me.id,
        timestamp: anyDate,
        ip: expect.any(String),
        user_agent: expect.any(String),
        // No `revisions`: the user may not read revisions, so `*` leaves that relation out.
        collection: 'articles',
        item: String(article),
        comment: 'Nice work',
        origin: null,
      },
    });
    expect(await call(me.token, `/activity/${String((answer.data as Row).id)}?fields=comment`)).toEqual({
      status: 200,
      data: { comment: 'Nice work' },
    });
  });

  it.each([
    ['no comment', { collection: 'articles', item: 1 }],
    ['a null comment', { collection: 'articles', item: 1, comment: null }],
    ['a blank comment', { collection: 'articles', item: 1, comment: '   ' }],
    ['a comment that is not text', { collection: 'articles', item: 1, comment: 5 }],
    ['no item', { collection: 'articles', comment: 'x' }],
    ['no collection', { item: 1, comment: 'x' }],
    ['an unknown field', { collection: 'articles', item: 1, comment: 'x', action: 'create' }],
    ['an array', [{ collection: 'articles', item: 1, comment: 'x' }]],
  ])('refuses a comment with %s (400)', async (_name, body) => {
    expect(failure(await call(me.token, '/activity/comment', 'POST', body))).toEqual([400, 'INVALID_PAYLOAD']);
  });

  it('refuses comments on items the caller cannot see, and from the public', async () => {
    expect(failure(await call(me.token, '/activity/comment', 'POST', { collection: 'secrets', item: secret, comment: 'x' }))).toEqual([
      403,
      'FORBIDDEN',
    ]);
    expect(failure(await call(me.token, '/activity/comment', 'POST', { collection: 'articles', item: 999999, comment: 'x' }))).toEqual([
      403,
      'FORBIDDEN',
    ]);
    expect(failure(await call(me.token, '/activity/comment', 'POST', { collection: 'nowhere', item: 1, comment: 'x' }))).toEqual([
      403,
      'FORBIDDEN',
    ]);
    expect(failure(await call(null, '/activity/comment', 'POST', { collection: 'articles', item: article, comment: 'x' }))).toEqual([
      403,
      'FORBIDDEN',
    ]);
    expect(
      (await call(server.adminToken, '/activity/comment', 'POST', { collection: 'secrets', item: secret, comment: 'Admin note' })).status,
    ).toBe(200);
    expect(await db('directus_activity').where({ action: 'comment', collection: 'secrets' }).select('comment', 'user')).toEqual([
      { comment: 'Admin note', user: admin },
    ]);
  });

  it('lets a user change and delete only their own comments; admins any comment, but no other activity', async () => {
    const mine = await comment(me.token, 'First draft');
    const theirs = await comment(other.token, 'Their words');
    const edited = await call(me.token, `/activity/comment/${String(mine.id)}`, 'PATCH', { comment: 'Second draft' });
    expect(edited).toEqual({ status: 200, data: { ...mine, comment: 'Second draft' } });
    expect(failure(await call(me.token, `/activity/comment/${String(mine.id)}`, 'PATCH', { comment: '' }))).toEqual([
      400,
      'INVALID_PAYLOAD',
    ]);
    expect(failure(await call(me.token, `/activity/comment/${String(mine.id)}`, 'PATCH', { comment: 'x', user: other.id }))).toEqual([
      400,
      'INVALID_PAYLOAD',
    ]);
    expect(failure(await call(me.token, `/activity/comment/${String(theirs.id)}`, 'PATCH', { comment: 'Defaced' }))).toEqual([
      403,
      'FORBIDDEN',
    ]);
    expect(failure(await call(me.token, `/activity/comment/${String(theirs.id)}`, 'DELETE'))).toEqual([403, 'FORBIDDEN']);
    expect(failure(await call(me.token, '/activity/comment/999999', 'PATCH', { comment: 'x' }))).toEqual([403, 'FORBIDDEN']);
    expect(failure(await call(me.token, '/activity/comment/abc', 'DELETE'))).toEqual([403, 'FORBIDDEN']);
    expect(
      await db('directus_activity')
        .where('id', theirs.id as number)
        .select('comment'),
    ).toEqual([{ comment: 'Their words' }]);

    const moderated = await call(server.adminToken, `/activity/comment/${String(theirs.id)}`, 'PATCH', { comment: 'Moderated' });
    expect((moderated.data as Row).comment).toBe('Moderated');
    const createRow = ((await call(server.adminToken, '/activity?filter[action][_eq]=create&limit=1')).data as Row[])[0]!;
    expect(failure(await call(server.adminToken, `/activity/comment/${String(createRow.id)}`, 'PATCH', { comment: 'x' }))).toEqual([
      403,
      'FORBIDDEN',
    ]);
    expect(failure(await call(server.adminToken, `/activity/comment/${String(createRow.id)}`, 'DELETE'))).toEqual([403, 'FORBIDDEN']);

    expect((await call(me.token, `/activity/comment/${String(mine.id)}`, 'DELETE')).status).toBe(204);
    expect((await call(server.adminToken, `/activity/comment/${String(theirs.id)}`, 'DELETE')).status).toBe(204);
    expect(
      await db('directus_activity')
        .whereIn('id', [mine.id as number, theirs.id as number])
        .select('id'),
    ).toEqual([]);
    expect(
      await db('directus_activity')
        .where('id', createRow.id as number)
        .select('action'),
    ).toEqual([{ action: 'create' }]);
  });
});
