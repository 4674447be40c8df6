import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Json = Record<string, unknown>;
interface Answer {
  status: number;
  body: { data?: Json[]; meta?: Json; errors?: Array<{ message: string; extensions: Json }> };
}

/** `posts`: ties in `score` and `title`, a nullable `rank`, rows of two owners (a Reader role sees only "me"). */
async function createSchema(db: Knex): Promise<void> {
  await db.schema.createTable('posts', (t) => {
    t.increments('id');
    t.string('title', 50).notNullable();
    t.integer('score').notNullable();
    t.integer('rank').nullable();
    t.string('owner', 20).notNullable();
  });
  await db('directus_collections').insert({ collection: 'posts' });
  const rows = Array.from({ length: 23 }, (_, index) => ({
    title: `t${index % 5}`,
    score: index % 4,
    rank: index % 3 === 0 ? null : index,
    owner: index % 3 === 1 ? 'other' : 'me',
  }));
  await db('posts').insert(rows);
}

describe.each(DATABASES)('items: keyset paging with after on %s', (client) => {
  let server: TestServer;
  let db: Knex;
  let reader: string;

  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOGIN_STALL_TIME: '0' } });
    db = server.server.ctx.db;
    await createSchema(db);
    server.server.ctx.schema.invalidate();
    const role = await server.createRole({ name: 'Reader' });
    await db('directus_permissions').insert({
      role,
      collection: 'posts',
      action: 'read',
      permissions: JSON.stringify({ owner: { _eq: 'me' } }),
      fields: '*',
    });
    const user = await server.createUser({ role });
    reader = (await server.login(user.email, user.password)).access_token;
    server.server.ctx.permissions.invalidate();
  });
  afterAll(async () => server?.close());

  async function call(path: string, token = server.adminToken, init: { method?: string; json?: unknown } = {}): Promise<Answer> {
    const response = await server.request(path, { ...init, token });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  }
  const ids = (answer: Answer) => {
    expect(answer.status).toBe(200);
    return answer.body.data!.map((item) => Number(item.id));
  };

  /** Every page from the start by `after`, the key of each page's last row leading to the next. */
  async function walkAfter(query: string, token?: string): Promise<number[][]> {
    const pages: number[][] = [];
    let page = ids(await call(`/items/posts?${query}&limit=5`, token));
    // Bounded, so paging that ignored `after` fails instead of looping (23 rows are 5 pages).
    while (page.length > 0 && pages.length < 10) {
      pages.push(page);
      page = ids(await call(`/items/posts?${query}&limit=5&after=${page.at(-1)}`, token));
    }
    return pages;
  }

  async function walkOffset(query: string, token?: string): Promise<number[][]> {
    const pages: number[][] = [];
    for (let offset = 0; ; offset += 5) {
      const page = ids(await call(`/items/posts?${query}&limit=5&offset=${offset}`, token));
      if (page.length === 0) return pages;
      pages.push(page);
    }
  }

  it.each(['', 'sort=-id', 'sort=score', 'sort=-score', 'sort=score,-title', 'sort=-title,score', 'sort=title,-id'])(
    'walks the collection in the same pages as offset paging (%s)',
    async (sort) => {
      const query = `fields=id${sort ? `&${sort}` : ''}`;
      const byAfter = await walkAfter(query);
      expect(byAfter).toEqual(await walkOffset(query));
      expect(byAfter.flat()).toHaveLength(23);
    },
  );

  it('pages with a filter and under a permission rule the same way as offset paging', async () => {
    const query = `fields=id&sort=-score,title&filter[score][_gte]=1`;
    const asReader = await walkAfter(query, reader);
    expect(asReader).toEqual(await walkOffset(query, reader));
    const visible = (await db('posts').where('owner', 'me').where('score', '>=', 1).count({ n: '*' }))[0] as { n: number | string };
    expect(asReader.flat()).toHaveLength(Number(visible.n));
  });

  it("answers a key the caller may not read exactly as a key that doesn't exist: an empty page", async () => {
    const hidden = ((await db('posts').where('owner', 'other').orderBy('id').first('id')) as { id: number }).id;
    for (const sort of ['', '&sort=score', '&sort=-title,score']) {
      const byHidden = await call(`/items/posts?fields=id&limit=5&after=${hidden}${sort}`, reader);
      const byMissing = await call(`/items/posts?fields=id&limit=5&after=999999${sort}`, reader);
      expect(byHidden).toEqual({ status: 200, body: { data: [] } });
      expect(byMissing).toEqual(byHidden);
    }
    // The admin, who may read it, pages on from it.
    expect(ids(await call(`/items/posts?fields=id&limit=2&after=${hidden}`))).toEqual([hidden + 1, hidden + 2]);
  });

  it('takes after in a SEARCH query', async () => {
    const answer = await call('/items/posts', server.adminToken, {
      method: 'SEARCH',
      json: { query: { fields: ['id'], sort: ['-id'], limit: 3, after: '20' } },
    });
    expect(ids(answer)).toEqual([19, 18, 17]);
  });

  it.each([
    ['after=3&offset=5', '"offset"'],
    ['after=3&page=2', '"page"'],
    ['after=3&aggregate[count]=*', '"aggregate"'],
    ['after=3&sort=rank', '"rank"'],
    ['after=abc', '"after"'],
    ['after=', '"after"'],
    ['after=1.5', '"after"'],
    ['after[a]=1', '"after"'],
  ])('refuses %s with 400 INVALID_QUERY', async (query, named) => {
    const answer = await call(`/items/posts?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.extensions.code).toBe('INVALID_QUERY');
    expect(answer.body.errors?.[0]?.message).toContain(named);
  });

  it('refuses after with offset in a SEARCH body too', async () => {
    const answer = await call('/items/posts', server.adminToken, { method: 'SEARCH', json: { query: { after: 3, offset: 1 } } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.extensions.code).toBe('INVALID_QUERY');
  });
});
