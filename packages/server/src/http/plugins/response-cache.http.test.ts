import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogSchema, seedBlog } from '../../../test/harness/blog-schema.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

const STATUS = 'x-cache-status';

describe.each(DATABASES)('response cache on %s', (client) => {
  let server: TestServer;
  let strict: TestServer;
  let db: Knex;
  let tokens: { reader: string; otherReader: string; published: string; alice: string; bob: string };
  let ids: { alice: string; bob: string };
  let roles: { published: string };
  const readerIds = { first: randomUUID(), second: randomUUID() };

  const get = async (target: TestServer, path: string, init: RequestInit & { token?: string } = {}) => {
    const response = await target.request(path, init);
    const text = await response.text();
    return { status: response.status, cache: response.headers.get(STATUS), control: response.headers.get('cache-control'), text };
  };

  beforeAll(async () => {
    const env = { LOGIN_STALL_TIME: '0', CACHE_ENABLED: 'true', CACHE_STATUS_HEADER: 'X-Cache-Status' };
    server = await startTestServer({ client, env: { ...env, CACHE_SKIP_ALLOWED: 'true' } });
    // Auto purge off and an s-maxage, so Cache-Control tells the real TTL; CACHE_SKIP_ALLOWED and CACHE_TTL at their defaults.
    strict = await startTestServer({
      client,
      env: { ...env, CACHE_AUTO_PURGE: 'false', CACHE_CONTROL_S_MAXAGE: '30', CACHE_VALUE_MAX_SIZE: '300' },
      database: server.database,
    });
    db = server.server.ctx.db;
    await createBlogSchema(db, client);
    await seedBlog(db, client);
    await db.schema.createTable('notes', (t) => {
      t.increments('id');
      t.string('owner', 36);
      t.string('text', 50);
    });
    const reader = await server.createRole({ name: 'Reader' });
    const published = await server.createRole({ name: 'Published' });
    const own = await server.createRole({ name: 'Own' });
    roles = { published };
    await db('directus_permissions').insert([
      { role: reader, collection: 'articles', action: 'read', fields: '*' },
      { role: reader, collection: 'authors', action: 'read', fields: '*' },
      { role: reader, collection: 'notes', action: 'read', fields: '*' },
      {
        role: published,
        collection: 'articles',
        action: 'read',
        fields: '*',
        permissions: JSON.stringify({ status: { _eq: 'published' } }),
      },
      { role: null, collection: 'articles', action: 'read', fields: 'id,title', permissions: JSON.stringify({ id: { _eq: 1 } }) },
      { role: own, collection: 'notes', action: 'read', fields: '*', permissions: JSON.stringify({ owner: { _eq: '$CURRENT_USER' } }) },
    ]);
    const alice = await server.createUser({ role: own });
    const bob = await server.createUser({ role: own });
    ids = { alice: alice.id, bob: bob.id };
    await db('notes').insert([
      { owner: alice.id, text: 'alice note' },
      { owner: bob.id, text: 'bob note' },
      { owner: readerIds.first, text: 'first reader note' },
      { owner: readerIds.second, text: 'second reader note' },
    ]);
    for (const target of [server, strict]) {
      target.server.ctx.schema.invalidate();
      target.server.ctx.permissions.invalidate();
    }
    const signIn = async (role: string, id?: string) => {
      const user = await server.createUser({ role, ...(id ? { id } : {}) });
      return (await server.login(user.email, user.password)).access_token;
    };
    tokens = {
      reader: await signIn(reader, readerIds.first),
      otherReader: await signIn(reader, readerIds.second),
      published: await signIn(published),
      alice: (await server.login(alice.email, alice.password)).access_token,
      bob: (await server.login(bob.email, bob.password)).access_token,
    };
  });
  afterAll(async () => {
    await strict?.server.close();
    await server?.close();
  });

  it('answers MISS then HIT, whatever the order of the query parameters', async () => {
    const first = await get(server, '/items/articles?fields=id,title&limit=2&sort=id', { token: tokens.reader });
    const second = await get(server, '/items/articles?sort=id&limit=2&fields=id,title', { token: tokens.reader });
    expect([first.status, first.cache, second.status, second.cache]).toEqual([200, 'MISS', 200, 'HIT']);
    expect(second.text).toBe(first.text);
    // Auto purge (the default here): no client may keep it.
    expect(second.control).toBe('no-cache');
  });

  it('never shares an answer across roles, nor between public and signed-in callers', async () => {
    const path = '/items/articles?fields=id&sort=id&limit=-1';
    const all = await get(server, path, { token: tokens.reader });
    const some = await get(server, path, { token: tokens.published });
    const anonymous = await get(server, path);
    expect([all.cache, some.cache, anonymous.cache]).toEqual(['MISS', 'MISS', 'MISS']);
    const count = (text: string) => (JSON.parse(text) as { data: unknown[] }).data.length;
    expect(count(all.text)).toBeGreaterThan(count(some.text));
    expect(JSON.parse(anonymous.text)).toEqual({ data: [{ id: 1 }] });
    expect((await get(server, path, { token: tokens.published })).text).toBe(some.text);
    expect((await get(server, path)).text).toBe(anonymous.text);
  });

  it('keys by user when the role filters by $CURRENT_USER', async () => {
    const path = '/items/notes?fields=text,owner';
    const alice = await get(server, path, { token: tokens.alice });
    const bob = await get(server, path, { token: tokens.bob });
    expect(JSON.parse(alice.text)).toEqual({ data: [{ text: 'alice note', owner: ids.alice }] });
    expect([bob.cache, JSON.parse(bob.text)]).toEqual(['MISS', { data: [{ text: 'bob note', owner: ids.bob }] }]);
    expect((await get(server, path, { token: tokens.alice })).cache).toBe('HIT');
  });

  it('keys by user when the query names $CURRENT_USER, even for a role whose rules do not', async () => {
    const path = '/items/notes?fields=text&filter[owner][_eq]=$CURRENT_USER';
    const first = await get(server, path, { token: tokens.reader });
    const second = await get(server, path, { token: tokens.otherReader });
    expect(JSON.parse(first.text)).toEqual({ data: [{ text: 'first reader note' }] });
    expect([second.cache, JSON.parse(second.text)]).toEqual(['MISS', { data: [{ text: 'second reader note' }] }]);
    // Without a variable the role's answers are shared.
    await get(server, '/items/notes?fields=text&sort=id', { token: tokens.reader });
    expect((await get(server, '/items/notes?fields=text&sort=id', { token: tokens.otherReader })).cache).toBe('HIT');
  });

  it('purges an answer when its collection is written', async () => {
    const path = '/items/articles/2?fields=title';
    await get(server, path, { token: tokens.reader });
    expect((await get(server, path, { token: tokens.reader })).cache).toBe('HIT');
    expect((await server.asAdmin('/items/articles/2', { method: 'PATCH', json: { title: 'Changed' } })).status).toBe(200);
    const after = await get(server, path, { token: tokens.reader });
    expect([after.cache, JSON.parse(after.text)]).toEqual(['MISS', { data: { title: 'Changed' } }]);
  });

  it('purges an answer that read the written collection only through a relation or a filter across one', async () => {
    const expanded = '/items/articles/1?fields=id,author.name';
    const filtered = '/items/articles?fields=id&sort=id&filter[author][name][_eq]=Bob';
    for (const path of [expanded, filtered]) {
      await get(server, path, { token: tokens.reader });
      expect((await get(server, path, { token: tokens.reader })).cache).toBe('HIT');
    }
    expect((await server.asAdmin('/items/authors/1', { method: 'PATCH', json: { name: 'Bob' } })).status).toBe(200);
    const afterExpanded = await get(server, expanded, { token: tokens.reader });
    expect([afterExpanded.cache, JSON.parse(afterExpanded.text)]).toEqual(['MISS', { data: { id: 1, author: { name: 'Bob' } } }]);
    const afterFiltered = await get(server, filtered, { token: tokens.reader });
    expect(afterFiltered.cache).toBe('MISS');
    expect((JSON.parse(afterFiltered.text) as { data: { id: number }[] }).data.map((item) => item.id)).toContain(1);
  });

  it('purges an answer when a manual sort (no item event) rewrites its collection', async () => {
    const path = '/items/comments?fields=id&sort=sort,id';
    const before = await get(server, path);
    await server.asAdmin(path);
    const admin = await server.asAdmin(path);
    expect(admin.headers.get(STATUS)).toBe('HIT');
    const order = ((await admin.json()) as { data: { id: number }[] }).data.map((row) => row.id);
    expect(order.length).toBeGreaterThan(1);
    const moved = await server.asAdmin('/utils/sort/comments', { method: 'POST', json: { item: order[0], to: order.at(-1) } });
    expect(moved.status).toBe(200);
    const after = await server.asAdmin(path);
    expect(after.headers.get(STATUS)).toBe('MISS');
    const fresh = await server.asAdmin(path, { headers: { 'cache-control': 'no-store' } });
    const afterOrder = ((await after.json()) as { data: { id: number }[] }).data.map((row) => row.id);
    expect(afterOrder).not.toEqual(order);
    expect(afterOrder).toEqual(((await fresh.json()) as { data: { id: number }[] }).data.map((row) => row.id));
    expect(before.status).toBe(403);
  });

  it('clears answers when a permission changes what the role may read', async () => {
    const path = '/items/articles?fields=id&sort=id&limit=-1&filter[id][_lte]=3';
    const before = await get(server, path, { token: tokens.published });
    expect((await get(server, path, { token: tokens.published })).cache).toBe('HIT');
    const row = (await db('directus_permissions').where({ role: roles.published, collection: 'articles' }).first()) as { id: number };
    const patch = await server.asAdmin(`/permissions/${row.id}`, { method: 'PATCH', json: { permissions: { id: { _eq: 3 } } } });
    expect(patch.status).toBe(200);
    const after = await get(server, path, { token: tokens.published });
    expect(after.cache).toBe('MISS');
    expect(JSON.parse(after.text)).toEqual({ data: [{ id: 3 }] });
    expect(after.text).not.toBe(before.text);
  });

  it('lets Cache-Control: no-store bypass the cache only when CACHE_SKIP_ALLOWED', async () => {
    const path = '/items/articles?fields=id,title&limit=1&sort=-id';
    for (const target of [server, strict]) {
      await get(target, path, { token: tokens.reader });
      expect((await get(target, path, { token: tokens.reader })).cache).toBe('HIT');
    }
    const skipped = await get(server, path, { token: tokens.reader, headers: { 'cache-control': 'no-store' } });
    expect([skipped.status, skipped.cache]).toEqual([200, null]);
    const served = await get(strict, path, { token: tokens.reader, headers: { 'cache-control': 'no-store' } });
    expect([served.status, served.cache]).toEqual([200, 'HIT']);
  });

  it('never caches errors nor other methods than GET', async () => {
    for (const path of ['/items/missing_collection', '/items/articles?filter=not-json']) {
      const first = await get(server, path, { token: tokens.reader });
      const second = await get(server, path, { token: tokens.reader });
      expect(first.status).toBeGreaterThanOrEqual(400);
      expect([second.status, second.cache]).toEqual([first.status, 'MISS']);
    }
    const search = async () =>
      server.request('/items/articles', { method: 'SEARCH', token: tokens.reader, json: { query: { fields: ['id'], limit: 1 } } });
    await search();
    const again = await search();
    expect([again.status, again.headers.get(STATUS)]).toEqual([200, null]);
  });

  it('sends the reference Cache-Control with s-maxage when auto purge is off', async () => {
    const path = '/items/articles?fields=id&limit=1';
    const miss = await get(strict, path);
    const hit = await get(strict, path);
    expect(miss.control).toBe('public, max-age=300, s-maxage=30');
    expect(hit.cache).toBe('HIT');
    expect(hit.control).toMatch(/^public, max-age=(29\d|300), s-maxage=30$/);
    expect((await get(strict, path, { token: tokens.reader })).control).toBe('private, max-age=300, s-maxage=30');
    expect(miss.text).toBe(hit.text);
  });

  it('does not cache an answer larger than CACHE_VALUE_MAX_SIZE', async () => {
    const large = '/items/articles?fields=*&sort=id';
    const first = await get(strict, large, { token: tokens.reader });
    expect(first.text.length).toBeGreaterThan(300);
    expect([first.status, (await get(strict, large, { token: tokens.reader })).cache]).toEqual([200, 'MISS']);
    const small = '/items/articles?fields=id&sort=id&limit=2';
    await get(strict, small, { token: tokens.reader });
    expect((await get(strict, small, { token: tokens.reader })).cache).toBe('HIT');
  });

  it('is cleared on every request by POST /utils/cache/clear', async () => {
    const path = '/items/articles?fields=id&limit=3';
    await get(server, path, { token: tokens.reader });
    expect((await get(server, path, { token: tokens.reader })).cache).toBe('HIT');
    expect((await server.asAdmin('/utils/cache/clear', { method: 'POST' })).status).toBe(200);
    expect((await get(server, path, { token: tokens.reader })).cache).toBe('MISS');
  });

  it('is neither crashed nor poisoned by __proto__ and constructor in names and queries', async () => {
    for (const path of ['/items/__proto__', '/items/constructor', '/items/articles?__proto__[limit]=1&constructor[x]=1&fields=id']) {
      for (let i = 0; i < 2; i++) expect((await get(server, path, { token: tokens.reader })).status).toBeLessThan(500);
    }
    const plain = await get(server, '/items/articles?fields=id&sort=id&limit=-1', { token: tokens.reader });
    const poisoned = await get(server, '/items/articles?fields=id&sort=id&limit=-1&__proto__[fields]=title', { token: tokens.reader });
    expect(poisoned.status).toBeLessThan(500);
    expect(poisoned.cache === 'HIT' && poisoned.text !== plain.text).toBe(false);
    expect((await get(server, '/items/articles?fields=id&sort=id&limit=-1', { token: tokens.reader })).text).toBe(plain.text);
  });
});
