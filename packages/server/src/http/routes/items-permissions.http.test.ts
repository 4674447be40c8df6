import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Json = Record<string, unknown>;
interface Answer {
  status: number;
  body: { data?: unknown; meta?: Json; errors?: Array<{ message: string; extensions: Json }> } | null;
}

/**
 * A "Writer" role: reads its own articles and published ones (not `secret`), creates with an owner
 * preset and a validation rule, updates and deletes only its own; reads authors but not their e-mail;
 * no rule at all for comments and vaults.
 */
async function createSchema(db: Knex): Promise<void> {
  await db.schema.createTable('authors', (t) => {
    t.increments('id');
    t.string('name', 100);
    t.string('email', 100);
  });
  await db.schema.createTable('articles', (t) => {
    t.increments('id');
    t.string('title', 100).notNullable();
    t.text('body');
    t.string('status', 20).defaultTo('draft');
    t.string('secret', 100);
    t.integer('score');
    t.uuid('owner');
    t.integer('author').unsigned().references('id').inTable('authors').onDelete('SET NULL');
  });
  await db.schema.createTable('comments', (t) => {
    t.increments('id');
    t.string('body', 100);
    t.integer('article').unsigned().references('id').inTable('articles').onDelete('CASCADE');
  });
  await db.schema.createTable('vaults', (t) => {
    t.increments('id');
    t.string('code', 20);
  });
  await db('directus_collections').insert(['authors', 'articles', 'comments', 'vaults'].map((collection) => ({ collection })));
  await db('directus_fields').insert([
    { collection: 'articles', field: 'comments', special: 'o2m', interface: 'list-o2m' },
    { collection: 'authors', field: 'articles', special: 'o2m', interface: 'list-o2m' },
  ]);
  await db('directus_relations').insert([
    { many_collection: 'articles', many_field: 'author', one_collection: 'authors', one_field: 'articles' },
    { many_collection: 'comments', many_field: 'article', one_collection: 'articles', one_field: 'comments' },
  ]);
}

const ARTICLE_READ_FIELDS = 'id,title,body,status,score,owner,author,comments';

describe.each(DATABASES)("items under a role's permissions on %s", (client) => {
  let server: TestServer;
  let db: Knex;
  let writer: string;
  let me: { id: string; token: string };
  let other: { id: string; token: string };
  let ids: Record<string, number>;

  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOGIN_STALL_TIME: '0' } });
    db = server.server.ctx.db;
    await createSchema(db);
    server.server.ctx.schema.invalidate();
    writer = await server.createRole({ name: 'Writer' });
    await db('directus_permissions').insert([
      {
        role: writer,
        collection: 'articles',
        action: 'read',
        permissions: JSON.stringify({ _or: [{ owner: { _eq: '$CURRENT_USER' } }, { status: { _eq: 'published' } }] }),
        fields: ARTICLE_READ_FIELDS,
      },
      {
        role: writer,
        collection: 'articles',
        action: 'create',
        presets: JSON.stringify({ owner: '$CURRENT_USER', status: 'draft' }),
        validation: JSON.stringify({ _and: [{ title: { _regex: '^[A-Z]' } }, { score: { _lte: 10 } }] }),
        fields: 'title,body,status,score,author',
      },
      {
        role: writer,
        collection: 'articles',
        action: 'update',
        permissions: JSON.stringify({ owner: { _eq: '$CURRENT_USER' } }),
        validation: JSON.stringify({ status: { _in: ['draft', 'review'] } }),
        fields: 'title,body,status,score',
      },
      { role: writer, collection: 'articles', action: 'delete', permissions: JSON.stringify({ owner: { _eq: '$CURRENT_USER' } }) },
      { role: writer, collection: 'authors', action: 'read', fields: 'id,name,articles' },
    ]);
    const signIn = async () => {
      const user = await server.createUser({ role: writer });
      return { id: user.id, token: (await server.login(user.email, user.password)).access_token };
    };
    me = await signIn();
    other = await signIn();
    server.server.ctx.permissions.invalidate();
  });
  afterAll(async () => server?.close());

  beforeEach(async () => {
    await db('comments').delete();
    await db('articles').delete();
    await db('authors').delete();
    await db('authors').insert({ name: 'Ann', email: 'ann@example.com' });
    const author = ((await db('authors').first('id')) as { id: number }).id;
    await db('articles').insert([
      { title: 'Mine draft', status: 'draft', secret: 's1', score: 1, owner: me.id, author },
      { title: 'Mine published', status: 'published', secret: 's2', score: 2, owner: me.id, author },
      { title: 'Theirs draft', status: 'draft', secret: 's3', score: 3, owner: other.id, author },
      { title: 'Theirs published', status: 'published', secret: 'needle', score: 4, owner: other.id, author },
      { title: 'Nobody draft', status: 'draft', secret: 's5', score: 5, owner: null, author },
    ]);
    const rows = (await db('articles').select('id', 'title')) as Array<{ id: number; title: string }>;
    ids = Object.fromEntries(rows.map((row) => [row.title, Number(row.id)]));
    await db('comments').insert({ body: 'hello', article: ids['Mine draft'] });
  });

  async function call(token: string | undefined, path: string, init: { method?: string; json?: unknown } = {}): Promise<Answer> {
    const response = await server.request(path, { ...init, ...(token ? { token } : {}) });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Answer['body']) : null };
  }
  const asMe = (path: string, init?: { method?: string; json?: unknown }) => call(me.token, path, init);
  const titles = (answer: Answer) => (answer.body?.data as Json[]).map((item) => item.title).sort();
  const codes = (answer: Answer) => answer.body?.errors?.map((error) => error.extensions.code);
  const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  const adminTitles = async () => ((await db('articles').select('title')) as Array<{ title: string }>).map((row) => row.title).sort();

  describe('reads', () => {
    it('lists only the items the read rule allows, with only the allowed fields', async () => {
      const answer = await asMe('/items/articles');
      expect(answer.status).toBe(200);
      expect(titles(answer)).toEqual(['Mine draft', 'Mine published', 'Theirs published']);
      // `comments` is allowed but leads to a collection the role cannot read: the wildcard drops it.
      expect(Object.keys((answer.body!.data as Json[])[0]!).sort()).toEqual(
        ARTICLE_READ_FIELDS.split(',')
          .filter((f) => f !== 'comments')
          .sort(),
      );
    });

    it('reads an allowed item by key and refuses a hidden or missing one the same way', async () => {
      expect((await asMe(`/items/articles/${ids['Theirs published']}`)).body?.data).toMatchObject({ title: 'Theirs published' });
      for (const key of [ids['Theirs draft'], ids['Nobody draft'], 999_999]) {
        const answer = await asMe(`/items/articles/${key}`);
        expect(answer.status).toBe(403);
        expect(codes(answer)).toEqual(['FORBIDDEN']);
      }
    });

    it('refuses a requested field outside the allow-list, and shrinks wildcards to it', async () => {
      expect((await asMe('/items/articles?fields=id,secret')).status).toBe(403);
      expect((await asMe(`/items/articles/${ids['Mine draft']}?fields=secret`)).status).toBe(403);
      const answer = await asMe('/items/articles?fields=*');
      expect((answer.body!.data as Json[]).every((item) => !('secret' in item))).toBe(true);
    });

    it('refuses an alias of a hidden field, even next to a wildcard', async () => {
      for (const fields of ['x', '*']) {
        const answer = await asMe(`/items/articles?fields=${fields}&alias=${q({ x: 'secret' })}`);
        expect(answer.status).toBe(403);
      }
    });

    it("applies the related collection's rules to nested reads and drops relations it cannot read", async () => {
      const nested = await asMe(`/items/articles/${ids['Mine draft']}?fields=title,author.*`);
      expect(nested.body?.data).toEqual({
        title: 'Mine draft',
        author: { id: expect.any(Number), name: 'Ann', articles: expect.any(Array) },
      });
      expect((await asMe('/items/articles?fields=author.email')).status).toBe(403);
      expect((await asMe('/items/articles?fields=comments.body')).status).toBe(403);
      const wildcard = await asMe(`/items/articles/${ids['Mine draft']}?fields=*.*`);
      expect(wildcard.status).toBe(200);
      expect(wildcard.body?.data).not.toHaveProperty('comments');
      expect(wildcard.body?.data).toMatchObject({ author: { name: 'Ann' } });
    });

    it('applies the read rule to items reached from another collection', async () => {
      const answer = await asMe('/items/authors?fields=name,articles.title');
      const [author] = answer.body?.data as Array<{ name: string; articles: Json[] }>;
      expect(author!.name).toBe('Ann');
      expect(author!.articles.map((a) => a.title).sort()).toEqual(['Mine draft', 'Mine published', 'Theirs published']);
      expect((await asMe('/items/authors?fields=articles.secret')).status).toBe(403);
      const keysOnly = await asMe('/items/authors?fields=articles');
      expect((keysOnly.body?.data as Array<{ articles: number[] }>)[0]!.articles.sort()).toEqual(
        [ids['Mine draft'], ids['Mine published'], ids['Theirs published']].sort(),
      );
    });

    it("resolves $CURRENT_USER.<field> in a rule from the caller's own record", async () => {
      await db('directus_users').where('id', me.id).update({ title: 'Theirs draft' });
      await db('directus_permissions').insert({
        role: writer,
        collection: 'authors',
        action: 'read',
        permissions: JSON.stringify({ id: { _null: true } }),
        fields: 'id',
      });
      const byTitle = {
        role: writer,
        collection: 'articles',
        action: 'read',
        permissions: JSON.stringify({ title: { _eq: '$CURRENT_USER.title' } }),
        fields: 'id,title',
      };
      await db('directus_permissions').insert(byTitle);
      server.server.ctx.permissions.invalidate();
      try {
        expect(titles(await asMe('/items/articles'))).toEqual(['Mine draft', 'Mine published', 'Theirs draft', 'Theirs published']);
        expect(titles(await call(other.token, '/items/articles'))).toEqual(['Mine published', 'Theirs draft', 'Theirs published']);
      } finally {
        await db('directus_permissions')
          .where({ role: writer })
          .whereIn('collection', ['articles', 'authors'])
          .whereIn('action', ['read'])
          .whereIn('fields', ['id', 'id,title'])
          .delete();
        await db('directus_users').where('id', me.id).update({ title: null });
        server.server.ctx.permissions.invalidate();
      }
    });

    it('refuses filters and sorts on hidden fields, here and through relations', async () => {
      expect((await asMe(`/items/articles?filter=${q({ secret: { _eq: 'needle' } })}`)).status).toBe(403);
      expect((await asMe(`/items/articles?filter=${q({ author: { email: { _eq: 'ann@example.com' } } })}`)).status).toBe(403);
      expect((await asMe(`/items/articles?filter=${q({ comments: { _some: { body: { _eq: 'hello' } } } })}`)).status).toBe(403);
      expect((await asMe('/items/articles?sort=-secret')).status).toBe(403);
      expect((await asMe('/items/articles?sort=author.email')).status).toBe(403);
      const allowed = await asMe(`/items/articles?filter=${q({ author: { name: { _eq: 'Ann' } } })}&sort=-score`);
      expect(allowed.body?.data).toEqual([
        expect.objectContaining({ title: 'Theirs published' }),
        expect.objectContaining({ title: 'Mine published' }),
        expect.objectContaining({ title: 'Mine draft' }),
      ]);
    });

    it('counts and aggregates only permitted items, and refuses aggregates of hidden fields', async () => {
      const count = await asMe('/items/articles?aggregate[count]=*');
      expect(count.body?.data).toEqual([{ count: 3 }]);
      const grouped = await asMe('/items/articles?aggregate[sum]=score&groupBy=status&sort=status');
      expect((grouped.body?.data as Json[]).map((row) => [row.status, Number((row.sum as Json).score)])).toEqual([
        ['draft', 1],
        ['published', 6],
      ]);
      expect((await asMe('/items/articles?aggregate[countDistinct]=secret')).status).toBe(403);
      expect((await asMe('/items/articles?aggregate[count]=*&groupBy=secret')).status).toBe(403);
    });

    it('answers meta counts of what the role may see', async () => {
      const answer = await asMe(`/items/articles?meta=*&filter=${q({ status: { _eq: 'published' } })}`);
      expect(answer.body?.meta).toEqual({ total_count: 3, filter_count: 2 });
    });

    it('searches only permitted items and readable fields', async () => {
      expect(titles(await asMe('/items/articles?search=draft'))).toEqual(['Mine draft']);
      expect(titles(await asMe('/items/articles?search=needle'))).toEqual([]);
      expect(titles(await call(server.adminToken, '/items/articles?search=needle'))).toEqual(['Theirs published']);
    });

    it('refuses a collection without rules whether or not it exists', async () => {
      for (const path of ['/items/vaults', '/items/comments', '/items/no_such_collection', '/items/vaults/1']) {
        const answer = await asMe(path);
        expect(answer.status).toBe(403);
        expect(codes(answer)).toEqual(['FORBIDDEN']);
      }
    });
  });

  describe('writes', () => {
    it('creates with the presets merged and answers the created item', async () => {
      const answer = await asMe('/items/articles', { method: 'POST', json: { title: 'New one', score: 3, status: 'review' } });
      expect(answer.status).toBe(200);
      expect(answer.body?.data).toMatchObject({ title: 'New one', owner: me.id, status: 'review', score: 3 });
      const stored = await db('articles').where('title', 'New one').first('owner', 'status');
      expect(stored).toEqual({ owner: me.id, status: 'review' });
    });

    it('refuses fields outside the create allow-list with FORBIDDEN', async () => {
      for (const extra of [{ secret: 'x' }, { owner: other.id }]) {
        const answer = await asMe('/items/articles', { method: 'POST', json: { title: 'Sneaky', ...extra } });
        expect(answer.status).toBe(403);
      }
      expect(await adminTitles()).not.toContain('Sneaky');
    });

    it('answers one FAILED_VALIDATION per failing field and writes nothing', async () => {
      const answer = await asMe('/items/articles', { method: 'POST', json: { title: 'lower case', score: 50 } });
      expect(answer.status).toBe(400);
      expect(answer.body?.errors?.map((e) => [e.extensions.code, e.extensions.field, e.extensions.type])).toEqual([
        ['FAILED_VALIDATION', 'title', 'regex'],
        ['FAILED_VALIDATION', 'score', 'lte'],
      ]);
      const missing = await asMe('/items/articles', { method: 'POST', json: { body: 'no title' } });
      expect(missing.body?.errors?.map((e) => [e.extensions.field, e.extensions.type])).toEqual([['title', 'required']]);
      expect(await adminTitles()).toHaveLength(5);
    });

    it("updates an own item, validating the change, and refuses others' and hidden items", async () => {
      const key = ids['Mine draft'];
      expect((await asMe(`/items/articles/${key}`, { method: 'PATCH', json: { status: 'review' } })).body?.data).toMatchObject({
        status: 'review',
      });
      const invalid = await asMe(`/items/articles/${key}`, { method: 'PATCH', json: { status: 'published' } });
      expect(invalid.status).toBe(400);
      expect(invalid.body?.errors?.[0]?.extensions).toMatchObject({ code: 'FAILED_VALIDATION', field: 'status', type: 'in' });
      expect((await asMe(`/items/articles/${key}`, { method: 'PATCH', json: { secret: 'x' } })).status).toBe(403);
      for (const title of ['Theirs published', 'Theirs draft', 'Nobody draft']) {
        expect((await asMe(`/items/articles/${ids[title]}`, { method: 'PATCH', json: { body: 'changed' } })).status).toBe(403);
      }
      expect(Number(((await db('articles').where('body', 'changed').count({ n: '*' })) as Array<{ n: unknown }>)[0]!.n)).toBe(0);
    });

    it('refuses a batch update by keys that includes an item outside the rule, writing nothing', async () => {
      const answer = await asMe('/items/articles', {
        method: 'PATCH',
        json: { keys: [ids['Mine draft'], ids['Theirs published']], data: { body: 'batch' } },
      });
      expect(answer.status).toBe(403);
      expect((await db('articles').where('body', 'batch').select('id')).length).toBe(0);
    });

    it('updates by query only the items the caller may read and update', async () => {
      const answer = await asMe('/items/articles', {
        method: 'PATCH',
        json: { query: { filter: { status: { _eq: 'published' } } }, data: { body: 'by query' } },
      });
      expect(answer.status).toBe(200);
      expect(titles(answer)).toEqual(['Mine published']);
      expect(((await db('articles').where('body', 'by query').select('title')) as Json[]).map((row) => row.title)).toEqual([
        'Mine published',
      ]);
      const hidden = await asMe('/items/articles', {
        method: 'PATCH',
        json: { query: { filter: { secret: { _eq: 'needle' } } }, data: { body: 'x' } },
      });
      expect(hidden.status).toBe(403);
    });

    it('deletes by query only permitted items and refuses a key outside the rule', async () => {
      const answer = await asMe('/items/articles', { method: 'DELETE', json: { query: { filter: { status: { _eq: 'published' } } } } });
      expect(answer.status).toBe(204);
      expect(await adminTitles()).toEqual(['Mine draft', 'Nobody draft', 'Theirs draft', 'Theirs published']);
      expect((await asMe(`/items/articles/${ids['Theirs published']}`, { method: 'DELETE' })).status).toBe(403);
      expect((await asMe('/items/articles', { method: 'DELETE', json: [ids['Mine draft'], ids['Theirs draft']] })).status).toBe(403);
      expect(await adminTitles()).toHaveLength(4);
      expect((await asMe(`/items/articles/${ids['Mine draft']}`, { method: 'DELETE' })).status).toBe(204);
      expect(await adminTitles()).toEqual(['Nobody draft', 'Theirs draft', 'Theirs published']);
    });

    it("refuses every write to a collection without the action's rule", async () => {
      expect((await asMe('/items/authors', { method: 'POST', json: { name: 'Bob' } })).status).toBe(403);
      expect((await asMe('/items/vaults', { method: 'POST', json: { code: 'x' } })).status).toBe(403);
      expect((await asMe('/items/authors', { method: 'DELETE', json: [1] })).status).toBe(403);
    });

    it('answers 204 when the caller may write but not read the result', async () => {
      await db('directus_permissions').insert({ role: writer, collection: 'vaults', action: 'create', fields: '*' });
      server.server.ctx.permissions.invalidate();
      try {
        const answer = await asMe('/items/vaults', { method: 'POST', json: { code: 'drop' } });
        expect(answer.status).toBe(204);
        expect(await db('vaults').where('code', 'drop').first('code')).toEqual({ code: 'drop' });
      } finally {
        await db('directus_permissions').where({ role: writer, collection: 'vaults' }).delete();
        server.server.ctx.permissions.invalidate();
      }
    });
  });

  describe('admins and the public role', () => {
    it('lets an admin read and write everything', async () => {
      const answer = await call(server.adminToken, '/items/articles?fields=title,secret');
      expect((answer.body?.data as Json[]).length).toBe(5);
      expect((await call(server.adminToken, '/items/vaults', { method: 'POST', json: { code: 'ok' } })).status).toBe(200);
    });

    it('gives the public role nothing without rows of its own, and exactly those rows when they exist', async () => {
      expect((await call(undefined, '/items/articles')).status).toBe(403);
      await db('directus_permissions').insert({
        role: null,
        collection: 'articles',
        action: 'read',
        permissions: JSON.stringify({ status: { _eq: 'published' } }),
        fields: 'id,title',
      });
      server.server.ctx.permissions.invalidate();
      try {
        const answer = await call(undefined, '/items/articles');
        expect(titles(answer)).toEqual(['Mine published', 'Theirs published']);
        expect(Object.keys((answer.body!.data as Json[])[0]!).sort()).toEqual(['id', 'title']);
        expect((await call(undefined, '/items/articles', { method: 'POST', json: { title: 'Anon' } })).status).toBe(403);
        // A signed-in user's role rows do not leak to the public, nor the other way round.
        expect((await call(undefined, '/items/authors')).status).toBe(403);
      } finally {
        await db('directus_permissions').whereNull('role').delete();
        server.server.ctx.permissions.invalidate();
      }
    });
  });
});
