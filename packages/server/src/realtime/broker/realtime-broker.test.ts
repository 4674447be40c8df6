import fc from 'fast-check';
import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppContext } from '../../app-context.js';
import { isAppError } from '../../errors/app-error.js';
import { name, queryOptions } from '../../../test/harness/fuzz-arbitraries.js';
import { accountabilityOf, RecordingClient } from '../../../test/harness/recording-realtime-client.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import type { RealtimeBroker, SubscribeRequest } from '../realtime-types.js';
import { createRealtimeBroker } from './realtime-broker.js';
import { REALTIME_CHANNEL } from './realtime-change.js';
import { fuzzRuns } from '../../../test/harness/slow-tests.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Json = Record<string, unknown>;

/**
 * Articles with an owner and a secret; authors with an e-mail. "Writer" reads its own articles and
 * published ones, without `secret`, and authors' names; "Reader" reads published articles' id and
 * title only, and no authors.
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
    t.string('status', 20).defaultTo('draft');
    t.string('secret', 100);
    t.uuid('owner');
    t.integer('author').unsigned().references('id').inTable('authors').onDelete('SET NULL');
  });
  await db.schema.createTable('comments', (t) => {
    t.increments('id');
    t.string('body', 100);
    t.integer('article').unsigned().references('id').inTable('articles').onDelete('CASCADE');
  });
  await db.schema.createTable('fragile', (t) => {
    t.increments('id');
    t.string('name', 100);
    t.string('extra', 100);
  });
  await db('directus_collections').insert(['authors', 'articles', 'comments', 'fragile'].map((collection) => ({ collection })));
  await db('directus_fields').insert([{ collection: 'articles', field: 'comments', special: 'o2m', interface: 'list-o2m' }]);
  await db('directus_relations').insert([
    { many_collection: 'articles', many_field: 'author', one_collection: 'authors', one_field: null },
    { many_collection: 'comments', many_field: 'article', one_collection: 'articles', one_field: 'comments' },
  ]);
}

const errorOf = async (work: Promise<unknown>): Promise<{ code: string; message: string }> => {
  try {
    await work;
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { code: error.code, message: error.message };
  }
  throw new Error('expected an error');
};

describe.each(DATABASES)('realtime broker on %s', (client) => {
  let server: TestServer;
  let ctx: AppContext;
  let db: Knex;
  let broker: RealtimeBroker;
  const users: Record<'me' | 'other' | 'reader' | 'reader2', { id: string; token: string }> = Object.create(null);
  const clients: RecordingClient[] = [];

  const clientOf = async (who: 'me' | 'other' | 'reader' | 'reader2' | 'admin' | 'public'): Promise<RecordingClient> => {
    const accountability = who === 'public' ? null : await accountabilityOf(ctx, who === 'admin' ? server.adminToken : users[who].token);
    const made = new RecordingClient(accountability);
    clients.push(made);
    return made;
  };
  const asAdmin = async (path: string, method: string, json?: unknown): Promise<Json> => {
    const response = await server.asAdmin(path, { method, ...(json === undefined ? {} : { json }) });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return response.status === 204 ? {} : ((await response.json()) as { data: Json }).data;
  };
  const createArticle = (fields: Json) => asAdmin('/items/articles', 'POST', fields);
  /** A published article everyone subscribed to articles sees: what arrives after it was sent before it. */
  const sentinel = async (...waiting: RecordingClient[]) => {
    const { id } = await createArticle({ title: 'Sentinel', status: 'published', owner: null });
    for (const recorder of waiting)
      await recorder.waitFor((m) => m.event === 'create' && (m.data as Json[]).some((item) => item.id === id));
  };

  beforeAll(async () => {
    server = await startTestServer({ client, env: { WEBSOCKETS_ENABLED: 'true', LOGIN_STALL_TIME: '0' } });
    ctx = server.server.ctx;
    db = ctx.db;
    broker = ctx.realtime!;
    await createSchema(db);
    ctx.schema.invalidate();
    const writer = await server.createRole({ name: 'Writer' });
    const reader = await server.createRole({ name: 'Reader' });
    await db('directus_permissions').insert([
      {
        role: writer,
        collection: 'articles',
        action: 'read',
        permissions: JSON.stringify({ _or: [{ owner: { _eq: '$CURRENT_USER' } }, { status: { _eq: 'published' } }] }),
        fields: 'id,title,status,owner,author',
      },
      { role: writer, collection: 'authors', action: 'read', fields: 'id,name' },
      { role: writer, collection: 'comments', action: 'read', fields: '*' },
      {
        role: reader,
        collection: 'articles',
        action: 'read',
        permissions: JSON.stringify({ status: { _eq: 'published' } }),
        fields: 'id,title',
      },
    ]);
    for (const [name, role] of [
      ['me', writer],
      ['other', writer],
      ['reader', reader],
      ['reader2', reader],
    ] as const) {
      const token = `token-${name}-${Math.random().toString(36).slice(2)}`;
      const user = await server.createUser({ role, token });
      users[name] = { id: user.id, token };
    }
    ctx.permissions.invalidate();
  });
  afterAll(async () => server?.close());

  beforeEach(async () => {
    for (const recorder of clients.splice(0)) broker.removeClient(recorder);
    await db('comments').delete();
    await db('articles').delete();
    await db('authors').delete();
  });

  it('is the broker of a server started with WEBSOCKETS_ENABLED', () => {
    expect(broker).not.toBeNull();
    expect(broker.size).toBe(0);
  });

  describe('subscribe', () => {
    it('answers init with the items the query and the rules allow, and no data when `event` is given', async () => {
      await db('articles').insert([
        { title: 'Mine', status: 'draft', secret: 's', owner: users.me.id },
        { title: 'Public', status: 'published', secret: 's' },
        { title: 'Hidden', status: 'draft', secret: 's' },
      ]);
      const me = await clientOf('me');
      const init = await broker.subscribe(me, { uid: 'a', collection: 'articles', query: { sort: ['title'] } });
      expect(init).toMatchObject({ type: 'subscription', event: 'init', uid: 'a' });
      expect((init.data as Json[]).map((item) => item.title)).toEqual(['Mine', 'Public']);
      expect(Object.keys((init.data as Json[])[0]!).sort()).toEqual(['author', 'id', 'owner', 'status', 'title']);
      const quiet = await broker.subscribe(me, { uid: 'b', collection: 'articles', event: 'update' });
      expect(quiet).toEqual({ type: 'subscription', event: 'init', uid: 'b' });
      expect(broker.size).toBe(2);
    });

    it('refuses unknown, hostile and forbidden collections and bad queries with clear codes', async () => {
      const reader = await clientOf('reader');
      for (const collection of ['nope', '__proto__', 'constructor', 'toString', 'directus_extensions'])
        expect((await errorOf(broker.subscribe(reader, { collection }))).code).toBe('INVALID_COLLECTION');
      const admin = await clientOf('admin');
      for (const collection of ['directus_sessions', 'directus_migrations', 'directus_extensions'])
        expect((await errorOf(broker.subscribe(admin, { collection }))).code).toBe('INVALID_COLLECTION');
      expect((await errorOf(broker.subscribe(reader, { collection: 'authors' }))).code).toBe('FORBIDDEN');
      expect((await errorOf(broker.subscribe(reader, { collection: 'articles', query: { fields: ['secret'] } }))).code).toBe('FORBIDDEN');
      expect((await errorOf(broker.subscribe(reader, { collection: 'articles', query: { filter: { title: { _bogus: 1 } } } }))).code).toBe(
        'INVALID_QUERY',
      );
      expect((await errorOf(broker.subscribe(reader, { collection: 'articles', query: { limit: 'many' } }))).code).toBe('INVALID_QUERY');
      const badEvent = { collection: 'articles', event: 'drop' } as unknown as SubscribeRequest;
      expect((await errorOf(broker.subscribe(reader, badEvent))).code).toBe('INVALID_PAYLOAD');
      let bomb: Json = { _eq: 1 };
      for (let depth = 0; depth < 500; depth += 1) bomb = { _and: [bomb] };
      expect((await errorOf(broker.subscribe(reader, { collection: 'articles', query: { filter: bomb } }))).code).toBe('INVALID_QUERY');
      const me = await clientOf('me');
      expect((await errorOf(broker.subscribe(me, { collection: 'articles', query: { fields: ['author.email'] } }))).code).toBe('FORBIDDEN');
      // The hidden field of the rule is refused in the filter as in REST.
      expect((await errorOf(broker.subscribe(me, { collection: 'articles', query: { filter: { secret: { _eq: 'x' } } } }))).code).toBe(
        'FORBIDDEN',
      );
      const anonymous = await clientOf('public');
      expect((await errorOf(broker.subscribe(anonymous, { collection: 'articles' }))).code).toBe('FORBIDDEN');
      expect((await errorOf(broker.subscribe(anonymous, { collection: 'directus_fields' }))).code).toBe('FORBIDDEN');
      expect(broker.size).toBe(0);
    });

    it('answers any query or collection with init or a clear 400/403 error, never anything else (fuzz)', async () => {
      const me = await clientOf('me');
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.constant('articles'), name), queryOptions, async (collection, query) => {
          try {
            const init = await broker.subscribe(me, { uid: 'fuzz', collection, query });
            expect(init.event).toBe('init');
          } catch (error) {
            if (!isAppError(error)) throw error;
            expect([400, 403]).toContain(error.status);
          }
        }),
        { numRuns: fuzzRuns(80) },
      );
      expect(broker.size).toBeLessThanOrEqual(1);
    });

    it('treats `__proto__` and `constructor` uids as plain uids', async () => {
      const me = await clientOf('me');
      await broker.subscribe(me, { uid: '__proto__', collection: 'articles', event: 'create' });
      await broker.subscribe(me, { uid: 'constructor', collection: 'articles', event: 'create' });
      const { id } = await createArticle({ title: 'P', status: 'published' });
      await me.waitFor((m) => m.uid === '__proto__' && (m.data as Json[])[0]?.id === id);
      await me.waitFor((m) => m.uid === 'constructor' && (m.data as Json[])[0]?.id === id);
      expect(broker.unsubscribe(me, '__proto__')).toBe(true);
      expect(broker.size).toBe(1);
    });

    it('caps the subscriptions of one client; a replaced uid does not count', async () => {
      const capped = createRealtimeBroker(ctx, { maxSubscriptionsPerClient: 3 });
      try {
        const me = await clientOf('me');
        for (const uid of [1, 2, 3]) await capped.subscribe(me, { uid, collection: 'articles', event: 'create' });
        await capped.subscribe(me, { uid: 3, collection: 'articles', event: 'delete' });
        expect((await errorOf(capped.subscribe(me, { uid: 4, collection: 'articles', event: 'create' }))).code).toBe('LIMIT_EXCEEDED');
        expect(capped.size).toBe(3);
      } finally {
        await capped.close();
      }
    });
  });

  describe('delivery', () => {
    it('gives two roles each exactly what their rules allow: rows and fields', async () => {
      const me = await clientOf('me');
      const reader = await clientOf('reader');
      await broker.subscribe(me, { uid: 'w', collection: 'articles' });
      await broker.subscribe(reader, { uid: 'r', collection: 'articles' });
      const published = await createArticle({ title: 'Out', status: 'published', secret: 'x', owner: users.other.id });
      const forMe = await me.waitFor((m) => m.event === 'create');
      const forReader = await reader.waitFor((m) => m.event === 'create');
      expect(forMe).toEqual({
        type: 'subscription',
        event: 'create',
        uid: 'w',
        data: [{ id: published.id, title: 'Out', status: 'published', owner: users.other.id, author: null }],
      });
      expect(forReader).toEqual({ type: 'subscription', event: 'create', uid: 'r', data: [{ id: published.id, title: 'Out' }] });
      // A draft of mine: I see it, the reader does not.
      const draft = await createArticle({ title: 'Draft', status: 'draft', owner: users.me.id });
      await me.waitFor((m) => m.event === 'create' && (m.data as Json[])[0]?.id === draft.id);
      await sentinel(reader);
      expect(reader.events('create').some((m) => (m.data as Json[]).some((item) => item.id === draft.id))).toBe(false);
      // An update that makes it invisible to me is skipped for me.
      await asAdmin(`/items/articles/${draft.id}`, 'PATCH', { owner: users.other.id });
      await sentinel(me);
      expect(me.events('update')).toEqual([]);
    });

    it('reads a $CURRENT_USER filter for each user: two users of one role see only their own rows', async () => {
      const me = await clientOf('me');
      const other = await clientOf('other');
      const query = { filter: { owner: { _eq: '$CURRENT_USER' } }, fields: ['id', 'title'] };
      await broker.subscribe(me, { collection: 'articles', query });
      await broker.subscribe(other, { collection: 'articles', query });
      const mine = await createArticle({ title: 'Mine', status: 'published', owner: users.me.id });
      const theirs = await createArticle({ title: 'Theirs', status: 'published', owner: users.other.id });
      await me.waitFor((m) => m.event === 'create');
      await other.waitFor((m) => m.event === 'create');
      await asAdmin(`/items/articles/${theirs.id}`, 'PATCH', { title: 'Theirs 2' });
      await other.waitFor((m) => m.event === 'update');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(me.events().filter((m) => m.event !== 'init')).toEqual([
        { type: 'subscription', event: 'create', data: [{ id: mine.id, title: 'Mine' }] },
      ]);
      expect(other.events().filter((m) => m.event !== 'init')).toEqual([
        { type: 'subscription', event: 'create', data: [{ id: theirs.id, title: 'Theirs' }] },
        { type: 'subscription', event: 'update', data: [{ id: theirs.id, title: 'Theirs 2' }] },
      ]);
    });

    it('re-reads relational fields and deep with the subscriber query', async () => {
      const me = await clientOf('me');
      const admin = await clientOf('admin');
      await broker.subscribe(me, { uid: 'm2o', collection: 'articles', query: { fields: ['id', 'author.name'] } });
      await broker.subscribe(admin, {
        uid: 'o2m',
        collection: 'articles',
        query: { fields: ['id', 'comments.body'], deep: { comments: { _filter: { body: { _eq: 'keep' } } } } },
      });
      const author = await asAdmin('/items/authors', 'POST', { name: 'Ann', email: 'ann@example.com' });
      const article = await createArticle({
        title: 'Rel',
        status: 'published',
        author: author.id,
        comments: [{ body: 'keep' }, { body: 'drop' }],
      });
      expect((await me.waitFor((m) => m.event === 'create')).data).toEqual([{ id: article.id, author: { name: 'Ann' } }]);
      expect((await admin.waitFor((m) => m.event === 'create')).data).toEqual([{ id: article.id, comments: [{ body: 'keep' }] }]);
    });

    it('filters by `event`, narrows to `item`, and sends the keys of deletes', async () => {
      const first = await createArticle({ title: 'One', status: 'published' });
      const second = await createArticle({ title: 'Two', status: 'published' });
      const reader = await clientOf('reader');
      await broker.subscribe(reader, { uid: 'updates', collection: 'articles', event: 'update' });
      await broker.subscribe(reader, { uid: 'deletes', collection: 'articles', event: 'delete' });
      const one = await broker.subscribe(reader, { uid: 'one', collection: 'articles', item: first.id as number });
      expect(one.data).toEqual([{ id: first.id, title: 'One' }]);
      await asAdmin('/items/articles', 'PATCH', { keys: [first.id, second.id], data: { title: 'Changed' } });
      await asAdmin(`/items/articles/${second.id}`, 'DELETE');
      await asAdmin(`/items/articles/${first.id}`, 'DELETE');
      await reader.waitFor((m) => m.uid === 'one' && m.event === 'delete');
      const of = (uid: string) => reader.events().filter((m) => m.uid === uid && m.event !== 'init');
      expect(of('updates')).toEqual([
        {
          type: 'subscription',
          event: 'update',
          uid: 'updates',
          data: [
            { id: first.id, title: 'Changed' },
            { id: second.id, title: 'Changed' },
          ],
        },
      ]);
      expect(of('deletes').map((m) => m.data)).toEqual([[second.id], [first.id]]);
      expect(of('one')).toEqual([
        { type: 'subscription', event: 'update', uid: 'one', data: [{ id: first.id, title: 'Changed' }] },
        { type: 'subscription', event: 'delete', uid: 'one', data: [first.id] },
      ]);
    });

    it('replaces a subscription with a repeated uid, and stops after unsubscribe', async () => {
      const reader = await clientOf('reader');
      await broker.subscribe(reader, { uid: 'x', collection: 'articles', event: 'create' });
      await broker.subscribe(reader, { uid: 'x', collection: 'articles', event: 'update' });
      await broker.subscribe(reader, { uid: 'y', collection: 'articles', event: 'create' });
      expect(broker.size).toBe(2);
      const made = await createArticle({ title: 'New', status: 'published' });
      await reader.waitFor((m) => m.uid === 'y' && m.event === 'create');
      expect(reader.events('create').map((m) => m.uid)).toEqual(['y']);
      expect(broker.unsubscribe(reader, 'y')).toBe(true);
      expect(broker.unsubscribe(reader, 'y')).toBe(false);
      await asAdmin(`/items/articles/${made.id}`, 'PATCH', { title: 'New 2' });
      await reader.waitFor((m) => m.uid === 'x' && m.event === 'update');
      expect(broker.unsubscribe(reader)).toBe(true);
      expect(broker.size).toBe(0);
      await createArticle({ title: 'Unheard', status: 'published' });
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(reader.events('create').map((m) => m.uid)).toEqual(['y']);
    });

    it('resolves the subscription again for a client that signed in as someone else', async () => {
      const switching = await clientOf('reader');
      await broker.subscribe(switching, { collection: 'articles', event: 'create' });
      switching.accountability = await accountabilityOf(ctx, users.me.token);
      const draft = await createArticle({ title: 'Mine now', status: 'draft', owner: users.me.id });
      expect((await switching.waitFor((m) => m.event === 'create')).data).toEqual([
        { id: draft.id, title: 'Mine now', status: 'draft', owner: users.me.id, author: null },
      ]);
    });

    it('follows permission changes: new fields show, a withdrawn rule ends the subscription with an error', async () => {
      const role = await asAdmin('/roles', 'POST', { name: 'Temp' });
      const token = `token-temp-${Math.random().toString(36).slice(2)}`;
      await server.createUser({ role: role.id, token });
      const rule = await asAdmin('/permissions', 'POST', {
        role: role.id,
        collection: 'articles',
        action: 'read',
        fields: ['id', 'title'],
      });
      const temp = new RecordingClient(await accountabilityOf(ctx, token));
      clients.push(temp);
      await broker.subscribe(temp, { uid: 't', collection: 'articles' });
      const first = await createArticle({ title: 'Before', status: 'published' });
      expect((await temp.waitFor((m) => m.event === 'create')).data).toEqual([{ id: first.id, title: 'Before' }]);
      await asAdmin(`/permissions/${rule.id}`, 'PATCH', { fields: ['id', 'title', 'status'] });
      const second = await createArticle({ title: 'After', status: 'published' });
      await temp.waitFor((m) => m.event === 'create' && (m.data as Json[])[0]?.id === second.id);
      expect(temp.events('create').at(-1)!.data).toEqual([{ id: second.id, title: 'After', status: 'published' }]);
      await asAdmin(`/permissions/${rule.id}`, 'DELETE');
      await createArticle({ title: 'Gone', status: 'published' });
      expect(await temp.waitFor((m) => m.status === 'error')).toEqual({
        type: 'subscribe',
        status: 'error',
        uid: 't',
        error: { code: 'FORBIDDEN', message: expect.any(String) },
      });
      expect(temp.events('create')).toHaveLength(2);
      expect(broker.unsubscribe(temp, 't')).toBe(false);
    });

    it('keeps delivering to other groups when one group re-read fails', async () => {
      const admin = await clientOf('admin');
      await broker.subscribe(admin, { uid: 'broken', collection: 'fragile', query: { fields: ['id', 'extra'] } });
      await broker.subscribe(admin, { uid: 'fine', collection: 'fragile', query: { fields: ['id', 'name'] } });
      // The column goes behind the schema cache's back: the group that selects it fails to read.
      await db.schema.alterTable('fragile', (t) => t.dropColumn('extra'));
      const [id] = (await db('fragile').insert({ name: 'n' }, ['id'])) as Array<number | { id: number }>;
      const key = typeof id === 'object' ? id.id : id!;
      ctx.bus.publish(REALTIME_CHANNEL, { collection: 'fragile', action: 'create', keys: [key] });
      await admin.waitFor((m) => m.uid === 'fine' && m.event === 'create');
      expect(admin.events('create').map((m) => m.uid)).toEqual(['fine']);
    });

    it('ignores malformed bus messages', async () => {
      const reader = await clientOf('reader');
      await broker.subscribe(reader, { collection: 'articles' });
      for (const message of [
        null,
        'x',
        [],
        { collection: 'articles' },
        { collection: 'articles', action: 'drop', keys: [1] },
        { collection: 'articles', action: 'create', keys: [{}] },
      ])
        ctx.bus.publish(REALTIME_CHANNEL, message);
      await sentinel(reader);
      expect(reader.events().filter((m) => m.event !== 'init')).toHaveLength(1);
    });
  });

  describe('batching', () => {
    /** Queries run while one update of `key` is dispatched to the subscribers. */
    const queriesFor = async (subscribers: RecordingClient[], key: number): Promise<number> => {
      let count = 0;
      const onQuery = (q: { sql: string }) => {
        count += 1;
        if (process.env.DEBUG_RT) console.log(q.sql);
      };
      db.on('query', onQuery);
      try {
        ctx.bus.publish(REALTIME_CHANNEL, { collection: 'articles', action: 'update', keys: [key] });
        for (const subscriber of subscribers) await subscriber.waitFor((m) => m.event === 'update');
      } finally {
        db.off('query', onQuery);
      }
      return count;
    };

    it('re-reads once per group, not once per subscriber, one query per relational level', async () => {
      const author = await asAdmin('/items/authors', 'POST', { name: 'Ann' });
      const { id } = await createArticle({ title: 'Batch', status: 'published', author: author.id });
      const query = { fields: ['id', 'title'] };
      const single = await clientOf('reader');
      await broker.subscribe(single, { collection: 'articles', query });
      const one = await queriesFor([single], id as number);
      broker.removeClient(single);
      const many: RecordingClient[] = [];
      // Two users of one role whose rules have no per-user variable, same query: one group.
      for (let index = 0; index < 10; index += 1) many.push(await clientOf(index % 2 ? 'reader' : 'reader2'));
      for (const subscriber of many) await broker.subscribe(subscriber, { collection: 'articles', query });
      const ten = await queriesFor(many, id as number);
      expect(one).toBe(1);
      expect(ten).toBe(1);
      // Another group (an admin, with a relational field) costs its own reads: one per level.
      const admin = await clientOf('admin');
      await broker.subscribe(admin, { collection: 'articles', query: { fields: ['id', 'title', 'author.name'] } });
      expect(await queriesFor([...many, admin], id as number)).toBe(3);
      // Writers' rules hold $CURRENT_USER: each user is a group of their own, whatever the query.
      const me = await clientOf('me');
      const other = await clientOf('other');
      for (const writer of [me, other]) await broker.subscribe(writer, { collection: 'articles', query });
      expect(await queriesFor([...many, admin, me, other], id as number)).toBe(5);
    });
  });

  describe('system collections', () => {
    it('delivers data model changes (collections, fields, relations) and system items to those who may read them', async () => {
      const admin = await clientOf('admin');
      const me = await clientOf('me');
      const collections = await broker.subscribe(admin, { uid: 'c', collection: 'directus_collections' });
      expect((collections.data as Json[]).some((c) => c.collection === 'articles')).toBe(true);
      const fieldsInit = await broker.subscribe(me, { uid: 'f', collection: 'directus_fields' });
      // Only what the role may read: articles' allowed fields, nothing of fragile.
      const seen = (fieldsInit.data as Json[])
        .filter((f) => f.collection === 'articles' || f.collection === 'fragile')
        .map((f) => `${f.collection}.${f.field}`);
      expect(seen.sort()).toEqual(['articles.author', 'articles.id', 'articles.owner', 'articles.status', 'articles.title']);
      await broker.subscribe(admin, { uid: 'r', collection: 'directus_relations', event: 'create' });
      await broker.subscribe(admin, { uid: 'roles', collection: 'directus_roles', query: { fields: ['id', 'name'] } });

      await asAdmin('/collections', 'POST', {
        collection: 'notes',
        schema: {},
        fields: [{ field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } }],
      });
      expect((await admin.waitFor((m) => m.uid === 'c' && m.event === 'create')).data).toMatchObject([{ collection: 'notes' }]);
      await asAdmin('/fields/comments', 'POST', { field: 'subtitle', type: 'string' });
      expect((await me.waitFor((m) => m.uid === 'f' && m.event === 'create')).data).toMatchObject([
        { collection: 'comments', field: 'subtitle' },
      ]);
      await asAdmin('/fields/notes', 'POST', { field: 'article', type: 'integer' });
      await asAdmin('/relations', 'POST', { collection: 'notes', field: 'article', related_collection: 'articles' });
      expect((await admin.waitFor((m) => m.uid === 'r' && m.event === 'create')).data).toMatchObject([
        { collection: 'notes', field: 'article', related_collection: 'articles' },
      ]);
      const role = await asAdmin('/roles', 'POST', { name: 'Fresh' });
      expect((await admin.waitFor((m) => m.uid === 'roles' && m.event === 'create')).data).toEqual([{ id: role.id, name: 'Fresh' }]);
      await asAdmin('/collections/notes', 'DELETE');
      expect((await admin.waitFor((m) => m.uid === 'c' && m.event === 'delete')).data).toEqual(['notes']);
      // A field the role may not read (of a collection it cannot read, or outside its field list) never reaches it.
      await asAdmin('/fields/fragile', 'POST', { field: 'more', type: 'string' });
      await asAdmin('/fields/articles', 'POST', { field: 'hidden', type: 'string' });
      await asAdmin('/fields/comments', 'POST', { field: 'subtitle2', type: 'string' });
      await me.waitFor((m) => m.uid === 'f' && (m.data as Json[])[0]?.field === 'subtitle2');
      expect(
        me
          .events('create')
          .flatMap((m) => m.data as Json[])
          .map((f) => f.field),
      ).toEqual(['subtitle', 'subtitle2']);
    });
  });

  it('close() stops delivery and forgets every subscription', async () => {
    const own = createRealtimeBroker(ctx);
    const reader = await clientOf('reader');
    await own.subscribe(reader, { collection: 'articles' });
    expect(own.size).toBe(1);
    await own.close();
    expect(own.size).toBe(0);
    expect((await errorOf(own.subscribe(reader, { collection: 'articles' } as SubscribeRequest))).code).toBe('SERVICE_UNAVAILABLE');
    const other = await clientOf('reader');
    await broker.subscribe(other, { collection: 'articles' });
    await sentinel(other);
    expect(reader.events().filter((m) => m.event !== 'init')).toEqual([]);
  });
});
