import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Json = Record<string, unknown>;

async function createSchema(db: Knex): Promise<void> {
  await db.schema.createTable('authors', (t) => {
    t.increments('id');
    t.string('name', 50);
  });
  await db.schema.createTable('articles', (t) => {
    t.increments('id');
    t.string('title', 50);
    t.string('status', 20);
    t.string('owner', 36);
    t.string('secret', 50);
    t.integer('score');
    t.integer('author').unsigned().references('id').inTable('authors');
  });
  await db.schema.createTable('comments', (t) => {
    t.increments('id');
    t.string('body', 50);
    t.integer('article').unsigned().references('id').inTable('articles');
  });
  await db('directus_collections').insert(
    ['authors', 'articles', 'comments'].map((collection) => ({ collection, versioning: collection === 'articles' })),
  );
  await db('directus_fields').insert([{ collection: 'articles', field: 'comments', special: 'o2m', interface: 'list-o2m' }]);
  await db('directus_relations').insert([
    { many_collection: 'articles', many_field: 'author', one_collection: 'authors' },
    { many_collection: 'comments', many_field: 'article', one_collection: 'articles', one_field: 'comments' },
  ]);
}

/**
 * A "Writer" role with two read rows and two update rows on the articles: every field of published
 * articles (row A), only `id,title` of its own (row B). A field is readable (writable) on an item
 * only when a row admitting the item allows it, so the user's own draft shows its title and
 * nothing else, and no filter, aggregate, search or relation reveals the rest.
 */
describe.each(DATABASES)('fields decided per row under overlapping rules on %s', (client) => {
  let server: TestServer;
  let db: Knex;
  let token: string;
  let published: number;
  let draft: number;
  let lowDraft: number;

  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOGIN_STALL_TIME: '0' } });
    db = server.server.ctx.db;
    await createSchema(db);
    server.server.ctx.schema.invalidate();
    const writer = await server.createRole({ name: 'Writer' });
    const rowA = { permissions: JSON.stringify({ status: { _eq: 'published' } }), fields: '*' };
    const rowB = { permissions: JSON.stringify({ owner: { _eq: '$CURRENT_USER' } }), fields: 'id,title' };
    await db('directus_permissions').insert([
      { role: writer, collection: 'articles', action: 'read', ...rowA },
      { role: writer, collection: 'articles', action: 'read', ...rowB },
      { role: writer, collection: 'articles', action: 'update', ...rowA },
      { role: writer, collection: 'articles', action: 'update', ...rowB },
      // Creates: any field of a draft, or a title alone with no validation.
      { role: writer, collection: 'articles', action: 'create', fields: '*', validation: JSON.stringify({ status: { _eq: 'draft' } }) },
      { role: writer, collection: 'articles', action: 'create', fields: 'title' },
      { role: writer, collection: 'authors', action: 'read', fields: '*' },
      { role: writer, collection: 'comments', action: 'read', fields: '*' },
      { role: writer, collection: 'directus_versions', action: 'read', fields: '*' },
      { role: writer, collection: 'directus_versions', action: 'create', fields: '*' },
    ]);
    const me = await server.createUser({ role: writer });
    const other = await server.createUser({ role: writer });
    token = (await server.login(me.email, me.password)).access_token;
    server.server.ctx.permissions.invalidate();

    await db('authors').insert({ name: 'Ann' });
    const ann = Number(((await db('authors').first('id')) as { id: number }).id);
    const article = async (title: string, status: string, owner: string, secret: string, score: number) => {
      await db('articles').insert({ title, status, owner, secret, score, author: ann });
      return Number(((await db('articles').where({ title }).first('id')) as { id: number }).id);
    };
    published = await article('Published', 'published', other.id, 'pub-secret', 10);
    draft = await article('My draft', 'draft', me.id, 'draft-secret', 99);
    lowDraft = await article('My low draft', 'draft', me.id, 'a-low-secret', 1);
    await article('Their draft', 'draft', other.id, 'hidden', 50);
    await db('comments').insert([
      { body: 'on published', article: published },
      { body: 'on draft', article: draft },
    ]);
  });
  afterAll(async () => server?.close());

  const get = async (path: string) => {
    const response = await server.request(path, { token });
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as { data: Json[] }).data;
  };
  const secretOf = async (id: number) => (await db('articles').where({ id }).first('secret', 'title')) as { secret: string; title: string };

  it('answers every field of a published article and only the title of the own draft (the rest null)', async () => {
    const rows = await get(`/items/articles?fields=*&sort=id&filter[id][_in]=${published},${draft}`);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      id: published,
      title: 'Published',
      status: 'published',
      secret: 'pub-secret',
      score: 10,
      comments: [expect.any(Number)],
    });
    expect(rows[1]).toEqual({
      id: draft,
      title: 'My draft',
      status: null,
      owner: null,
      secret: null,
      score: null,
      author: null,
      comments: null,
    });
  });

  it('expands relational fields only on rows that may read them (many-to-one and one-to-many)', async () => {
    const rows = await get(`/items/articles?fields=id,author.name,comments.body&sort=id&filter[id][_in]=${published},${draft}`);
    expect(rows).toEqual([
      { id: published, author: { name: 'Ann' }, comments: [{ body: 'on published' }] },
      { id: draft, author: null, comments: null },
    ]);
    const counts = await get(`/items/articles?fields=id,count(comments)&sort=id&filter[id][_in]=${published},${draft}`);
    expect(counts).toEqual([
      { id: published, comments_count: 1 },
      { id: draft, comments_count: null },
    ]);
  });

  it('filters on the value the caller may see: a hidden value matches nothing, directly or through a relation', async () => {
    expect(await get('/items/articles?fields=id&filter[secret][_eq]=draft-secret')).toEqual([]);
    expect(await get('/items/articles?fields=id&filter[score][_gt]=50')).toEqual([]);
    expect(await get('/items/articles?fields=id&filter[author][name][_eq]=Ann')).toEqual([{ id: published }]);
    expect(await get('/items/articles?fields=id&filter[comments][_some][body][_eq]=on%20draft')).toEqual([]);
    expect(await get('/items/articles?fields=id&filter[secret][_eq]=pub-secret')).toEqual([{ id: published }]);
    const response = await server.request('/items/articles?fields=id&filter[secret][_nnull]=true&meta=filter_count', { token });
    expect(((await response.json()) as { meta: Json }).meta).toEqual({ filter_count: 1 });
  });

  it('sorts on the value the caller may see: hidden values tie (then the key decides), whatever they are', async () => {
    // Stored values would put the low draft (1, "a-…") before the other draft (99, "d…"); hidden, both are NULL.
    for (const sort of ['score', 'secret']) {
      const ids = (await get(`/items/articles?fields=id&sort=${sort}`)).map((row) => row.id);
      expect(ids.indexOf(draft), sort).toBeLessThan(ids.indexOf(lowDraft));
    }
  });

  it('searches only the values the caller may see', async () => {
    expect(await get('/items/articles?fields=id&search=draft-secret')).toEqual([]);
    expect(await get('/items/articles?fields=id&search=pub-secret')).toEqual([{ id: published }]);
  });

  it('aggregates and groups the values the caller may see', async () => {
    expect(await get('/items/articles?aggregate[max]=score')).toEqual([{ max: { score: 10 } }]);
    const groups = await get('/items/articles?aggregate[count]=*&groupBy[]=secret');
    expect(groups.map((group) => group.secret).sort()).toEqual(['pub-secret', null].sort());
  });

  it('refuses to write a field on an item no row allowing that field admits, and writes nothing', async () => {
    const refused = await server.request(`/items/articles/${draft}`, { method: 'PATCH', token, json: { secret: 'changed' } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { errors: Array<{ extensions: Json }> }).errors[0]!.extensions.code).toBe('FORBIDDEN');
    expect((await secretOf(draft)).secret).toBe('draft-secret');

    const batch = await server.request('/items/articles', {
      method: 'PATCH',
      token,
      json: { keys: [published, draft], data: { secret: 'both' } },
    });
    expect(batch.status).toBe(403);
    expect((await secretOf(published)).secret).toBe('pub-secret');
    expect((await secretOf(draft)).secret).toBe('draft-secret');

    const byQuery = await server.request('/items/articles', {
      method: 'PATCH',
      token,
      json: { query: { filter: {} }, data: { score: 1 } },
    });
    expect(byQuery.status).toBe(403);
    expect(((await db('articles').where({ id: published }).first('score')) as { score: number }).score).toBe(10);
  });

  it('writes a field on items a row allowing it admits', async () => {
    const title = await server.request(`/items/articles/${draft}`, { method: 'PATCH', token, json: { title: 'My draft v2' } });
    expect(title.status).toBe(200);
    expect((await secretOf(draft)).title).toBe('My draft v2');
    const secret = await server.request(`/items/articles/${published}`, { method: 'PATCH', token, json: { secret: 'pub-secret-2' } });
    expect(secret.status).toBe(200);
    expect((await secretOf(published)).secret).toBe('pub-secret-2');
    await db('articles').where({ id: published }).update({ secret: 'pub-secret' });
    await db('articles').where({ id: draft }).update({ title: 'My draft' });
  });

  it('creates a field only when a create row allowing it accepts the item (its validation passes)', async () => {
    const create = (json: Json) => server.request('/items/articles', { method: 'POST', token, json });
    const refused = await create({ title: 'Sneaky', status: 'published', secret: 's' });
    expect(refused.status).toBe(400);
    const errors = ((await refused.json()) as { errors: Array<{ extensions: Json }> }).errors;
    expect(errors.map((error) => [error.extensions.code, error.extensions.field])).toEqual([['FAILED_VALIDATION', 'status']]);
    expect(await db('articles').where({ title: 'Sneaky' }).first()).toBeUndefined();
    // Created, but neither read row (published, or owned) covers them: 204, as the reference answers.
    expect((await create({ title: 'Only a title' })).status).toBe(204);
    expect((await create({ title: 'A draft', status: 'draft', secret: 's' })).status).toBe(204);
    const made = (await db('articles').whereIn('title', ['Only a title', 'A draft']).select('title')) as Array<{ title: string }>;
    expect(made.map((row) => row.title).sort()).toEqual(['A draft', 'Only a title']);
    await db('articles').whereIn('title', ['Only a title', 'A draft']).delete();
  });

  it('hides in a content version laid over an item what the rules hide on that item', async () => {
    const made = await server.request('/versions', {
      method: 'POST',
      token,
      json: { collection: 'articles', item: draft, key: 'v1', name: 'V1' },
    });
    expect(made.status).toBe(200);
    const version = ((await made.json()) as { data: Json }).data;
    // Saved by an admin: the writer may not write the draft's secret.
    const saved = await server.asAdmin(`/versions/${String(version.id)}/save`, {
      method: 'POST',
      json: { title: 'Versioned', secret: 'version-secret' },
    });
    expect(saved.status).toBe(200);
    for (const raw of ['false', 'true']) {
      const response = await server.request(`/items/articles/${draft}?version=v1&versionRaw=${raw}&fields=id,title,secret`, { token });
      expect(((await response.json()) as { data: Json }).data, raw).toEqual({ id: draft, title: 'Versioned', secret: null });
    }
  });

  it('offers, for one item, to update only the fields a row admitting it allows', async () => {
    const fieldsOf = async (id: number) => {
      const response = await server.request(`/permissions/me/articles/${id}`, { token });
      return ((await response.json()) as { data: { update: { access: boolean; fields: string[] } } }).data.update;
    };
    expect(await fieldsOf(draft)).toMatchObject({ access: true, fields: ['id', 'title'] });
    expect(await fieldsOf(published)).toMatchObject({ access: true, fields: ['*'] });
  });

  it('keeps answering the merged rule on /permissions/me', async () => {
    const response = await server.request('/permissions/me', { token });
    const rules = ((await response.json()) as { data: Json[] }).data.filter(
      (rule) => rule.collection === 'articles' && rule.action === 'read',
    );
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({
      fields: ['*'],
      permissions: { _or: [{ status: { _eq: 'published' } }, { owner: { _eq: expect.any(String) } }] },
    });
  });
});

/**
 * Spec section 6: every user reads their own user row with the default fields (email among them).
 * A role row that lets the role read every user's id and first name must not lend the other users'
 * rows the fields of the default rule.
 */
describe.each(DATABASES)('a default rule next to a role row on directus_users on %s', (client) => {
  let server: TestServer;
  let token: string;
  let me: { id: string; email: string };
  let other: { id: string; email: string };

  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOGIN_STALL_TIME: '0' } });
    const db = server.server.ctx.db;
    const role = await server.createRole({ name: 'Directory' });
    await db('directus_permissions').insert({
      role,
      collection: 'directus_users',
      action: 'read',
      permissions: null,
      fields: 'id,first_name',
    });
    const mine = await server.createUser({ role, first_name: 'Me' });
    other = await server.createUser({ role, first_name: 'Other' });
    me = mine;
    token = (await server.login(mine.email, mine.password)).access_token;
    server.server.ctx.permissions.invalidate();
  });
  afterAll(async () => server?.close());

  const get = async (path: string) => {
    const response = await server.request(path, { token });
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as { data: Json[] }).data;
  };

  it("answers the own email and hides the other users' (null), in lists and in filters", async () => {
    const rows = await get(`/users?fields=id,first_name,email&filter[id][_in]=${me.id},${other.id}`);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(me.id)).toEqual({ id: me.id, first_name: 'Me', email: me.email });
    expect(byId.get(other.id)).toEqual({ id: other.id, first_name: 'Other', email: null });
    expect(await get(`/users?fields=id&filter[email][_eq]=${encodeURIComponent(other.email)}`)).toEqual([]);
    expect(await get(`/users?fields=id&filter[email][_eq]=${encodeURIComponent(me.email)}`)).toEqual([{ id: me.id }]);
  });
});
