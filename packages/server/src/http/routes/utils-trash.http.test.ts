import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import { adminCall, AUTHOR_VALUES, createItem, createTrashSchema } from '../../../test/harness/trash-schema.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Item = Record<string, unknown>;
type Revision = { id: number; data: Item | null; delta: Item | null; activity: { action: string; user: string | null } };

describe.each(DATABASES)('trash and restore on %s', (client) => {
  let server: TestServer;
  let adminId: string;
  const admin = <T = Item>(path: string, method = 'GET', json?: unknown) => adminCall<T>(server, path, method, json);
  const restore = (collection: string, key: unknown) => admin(`/utils/restore/${collection}/${key}`, 'POST');
  const revisionsOf = async (collection: string, key: number) =>
    (
      await admin<Revision[]>(
        `/revisions?filter[collection][_eq]=${collection}&filter[item][_eq]=${key}&fields=id,data,delta,activity.action,activity.user&sort=id`,
      )
    ).body.data!;

  beforeAll(async () => {
    server = await startTestServer({ client });
    await createTrashSchema(server);
    adminId = (await admin<{ id: string }>('/users/me')).body.data!.id;
  });
  afterAll(async () => server?.close());

  it('brings back the exact row (every column type, specials, m2o), its o2m children and its m2m junction rows', async () => {
    const team = await createItem(server, 'teams', { name: 'Red' });
    const tag = await createItem(server, 'tags', { label: 'poet' });
    const author = await createItem(server, 'authors', { name: 'Ann', ...AUTHOR_VALUES, secret: 'pw', team, tags: [{ tags_id: tag }] });
    const books = [
      await createItem(server, 'books', { title: 'One', author }),
      await createItem(server, 'books', { title: 'Two', author }),
    ];
    const before = (await admin(`/items/authors/${author}?fields=*`)).body.data!;
    expect(before).toMatchObject({ ...AUTHOR_VALUES, team, books, created_by: adminId });
    expect(before.secret).toMatch(/^\$argon2/);

    expect((await admin(`/items/authors/${author}`, 'DELETE')).status).toBe(204);
    // The foreign keys' SET NULL emptied the children.
    expect((await admin<Item[]>(`/items/books?filter[id][_in]=${books.join(',')}&fields=author`)).body.data).toEqual([
      { author: null },
      { author: null },
    ]);
    const [deleted] = (await revisionsOf('authors', author)).filter((revision) => revision.activity.action === 'delete');
    expect(deleted!.activity.user).toBe(adminId);
    expect(deleted!.data).toMatchObject({ ...AUTHOR_VALUES, id: author, team, secret: '**********' });
    expect(deleted!.data!.$links).toEqual(
      expect.arrayContaining([
        { collection: 'books', field: 'author', keys: books },
        { collection: 'authors_tags', field: 'authors_id', keys: [expect.any(Number)] },
      ]),
    );

    const restored = await restore('authors', author);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    // The secret is never kept in a revision, so it cannot come back.
    expect(restored.body.meta!.skipped).toEqual([{ collection: 'authors', field: 'secret', reason: 'secret' }]);
    const after = (await admin(`/items/authors/${author}?fields=*`)).body.data!;
    expect(after).toEqual({ ...before, secret: null });
    expect(restored.body.data).toEqual(after);
    expect((await admin(`/items/authors/${author}?fields=tags.tags_id.label`)).body.data).toEqual({
      tags: [{ tags_id: { label: 'poet' } }],
    });

    // The restore is a create: its own activity row and revision.
    const latest = (await revisionsOf('authors', author)).at(-1)!;
    expect(latest.activity.action).toBe('create');
    expect(latest.data).toMatchObject({ id: author, name: 'Ann' });
    // Books' re-link is an update with its own revision.
    const bookRevision = (await revisionsOf('books', books[0]!)).at(-1)!;
    expect(bookRevision).toMatchObject({ activity: { action: 'update' }, delta: { author } });
  });

  it('refuses a second restore of the same copy, and a restore once the key is in use again', async () => {
    const author = await createItem(server, 'authors', { name: 'Twice' });
    await admin(`/items/authors/${author}`, 'DELETE');
    expect((await restore('authors', author)).status).toBe(200);
    const again = await restore('authors', author);
    expect(again.status).toBe(403);
    expect(again.body.errors![0]!.extensions.code).toBe('FORBIDDEN');
    // Restored, deleted again: the new copy restores once more.
    await admin(`/items/authors/${author}`, 'DELETE');
    await createItem(server, 'authors', { id: author, name: 'Someone else' });
    const taken = await restore('authors', author);
    expect(taken.status).toBe(400);
    expect(taken.body.errors![0]!.extensions.code).toBe('RECORD_NOT_UNIQUE');
    expect((await admin(`/items/authors/${author}`)).body.data).toMatchObject({ name: 'Someone else' });
  });

  it('sets a many-to-one value whose target is gone to null, and skips children that are gone or point elsewhere', async () => {
    const team = await createItem(server, 'teams', { name: 'Gone' });
    const author = await createItem(server, 'authors', { name: 'Bob', team });
    const other = await createItem(server, 'authors', { name: 'Other' });
    const [gone, moved, kept] = [
      await createItem(server, 'books', { title: 'a', author }),
      await createItem(server, 'books', { title: 'b', author }),
      await createItem(server, 'books', { title: 'c', author }),
    ];
    await admin(`/items/authors/${author}`, 'DELETE');
    await admin(`/items/teams/${team}`, 'DELETE');
    await admin(`/items/books/${gone}`, 'DELETE');
    await admin(`/items/books/${moved}`, 'PATCH', { author: other });
    const restored = await restore('authors', author);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.data).toMatchObject({ name: 'Bob', team: null, books: [kept] });
    expect(restored.body.meta!.skipped).toEqual([
      { collection: 'authors', field: 'team', keys: [team], reason: 'target-missing' },
      { collection: 'books', field: 'author', keys: [gone], reason: 'item-missing' },
      { collection: 'books', field: 'author', keys: [moved], reason: 'linked-elsewhere' },
    ]);
    expect((await admin(`/items/books/${moved}`)).body.data).toMatchObject({ author: other });
  });

  it('keeps a copy on every delete path: batch, by query, nested one-to-many delete and GraphQL', async () => {
    const author = await createItem(server, 'authors', { name: 'Paths' });
    const keys = [];
    for (const title of ['batch1', 'batch2', 'query', 'nested', 'graphql']) keys.push(await createItem(server, 'books', { title, author }));
    const [b1, b2, _byQuery, nested, graphql] = keys as [number, number, number, number, number];
    expect((await admin('/items/books', 'DELETE', [b1, b2])).status).toBe(204);
    expect((await admin('/items/books', 'DELETE', { query: { filter: { title: { _eq: 'query' } } } })).status).toBe(204);
    expect((await admin(`/items/authors/${author}`, 'PATCH', { books: { create: [], update: [], delete: [nested] } })).status).toBe(200);
    const mutation = await server.asAdmin('/graphql', {
      method: 'POST',
      json: { query: `mutation { delete_books_item(id: ${graphql}) { id } }` },
    });
    expect(((await mutation.json()) as { errors?: unknown }).errors).toBeUndefined();
    for (const key of keys) {
      expect((await admin(`/items/books/${key}`)).status).toBe(403);
      const restored = await restore('books', key);
      expect(restored.status, `${key}: ${JSON.stringify(restored.body)}`).toBe(200);
      expect(restored.body.data).toMatchObject({ id: key, author });
    }
    expect((await admin<number[]>(`/items/authors/${author}?fields=books`)).body.data).toEqual({ books: keys });
  });

  it('stores nothing for a collection without trash, and refuses to restore there', async () => {
    const team = await createItem(server, 'teams', { name: 'Plain' });
    await admin(`/items/teams/${team}`, 'DELETE');
    const revisions = await revisionsOf('teams', team);
    expect(revisions.map((revision) => revision.activity.action)).toEqual(['create']);
    const refused = await restore('teams', team);
    expect(refused.status).toBe(403);
    expect(refused.body.errors![0]!.extensions.code).toBe('FORBIDDEN');
    expect((await admin('/utils/trash/teams')).status).toBe(403);
  });

  it('keeps copies in a trash collection that records no activity otherwise, and restores from them', async () => {
    const created = await admin('/collections', 'POST', {
      collection: 'quiet',
      schema: {},
      meta: { trash: true, accountability: null },
      fields: [
        { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
        { field: 'label', type: 'string' },
      ],
    });
    expect(created.status).toBe(200);
    const key = await createItem(server, 'quiet', { label: 'silent' });
    expect(await revisionsOf('quiet', key)).toEqual([]);
    await admin(`/items/quiet/${key}`, 'DELETE');
    expect((await revisionsOf('quiet', key)).map((revision) => revision.activity.action)).toEqual(['delete']);
    const restored = await restore('quiet', key);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toEqual({ id: key, label: 'silent' });
    expect((await restore('quiet', key)).status).toBe(403);
  });

  it('refuses unknown, system and hostile collections and keys with FORBIDDEN', async () => {
    const never = await createItem(server, 'authors', { name: 'Never deleted' });
    for (const path of [
      `/utils/restore/authors/${never}`,
      '/utils/restore/authors/999999',
      '/utils/restore/authors/__proto__',
      '/utils/restore/authors/constructor',
      `/utils/restore/authors/${'9'.repeat(90)}`,
      '/utils/restore/__proto__/1',
      '/utils/restore/constructor/1',
      '/utils/restore/nope/1',
      `/utils/restore/directus_users/${adminId}`,
      '/utils/trash/__proto__',
      '/utils/trash/constructor',
      '/utils/trash/directus_users',
    ]) {
      const { status, body } = await admin(path, path.includes('/trash/') ? 'GET' : 'POST');
      expect(status, `${path.slice(0, 60)}: ${JSON.stringify(body).slice(0, 300)}`).toBe(403);
      expect(body.errors![0]!.extensions.code, path).toBe('FORBIDDEN');
    }
    // A key past the router's parameter length is refused before any work, as on every route.
    const bomb = await restore('authors', '9'.repeat(5000));
    expect(bomb.status).toBe(400);
    expect(bomb.body.errors![0]!.extensions.code).toBe('INVALID_QUERY');
  });

  it('lists restorable deleted items newest first with who deleted them and when', async () => {
    const first = await createItem(server, 'authors', { name: 'Listed 1' });
    const second = await createItem(server, 'authors', { name: 'Listed 2' });
    await admin(`/items/authors/${first}`, 'DELETE');
    await admin(`/items/authors/${second}`, 'DELETE');
    type Entry = { key: number; deleted_by: string | null; deleted_on: string; item: Item };
    const listed = (await admin<Entry[]>('/utils/trash/authors?limit=-1')).body.data!;
    const ours = listed.filter((entry) => entry.key === first || entry.key === second);
    expect(ours.map((entry) => entry.key)).toEqual([second, first]);
    expect(ours[0]).toMatchObject({ deleted_by: adminId, item: { id: second, name: 'Listed 2' } });
    expect(Number.isNaN(Date.parse(ours[0]!.deleted_on))).toBe(false);
    expect(ours[0]!.item).not.toHaveProperty('$links');
    await restore('authors', first);
    const after = (await admin<Entry[]>('/utils/trash/authors?limit=-1')).body.data!;
    expect(after.some((entry) => entry.key === first)).toBe(false);
    expect(after.some((entry) => entry.key === second)).toBe(true);
    expect((await admin<Entry[]>('/utils/trash/authors?limit=1')).body.data).toHaveLength(1);
    expect((await admin('/utils/trash/authors?limit=abc')).status).toBe(400);
  });

  it('keeps the copies of a large batch delete in one transaction', async () => {
    const keys = (
      await admin<Array<{ id: number }>>(
        '/items/books',
        'POST',
        Array.from({ length: 300 }, (_, index) => ({ title: `bulk ${index}` })),
      )
    ).body.data!.map((row) => row.id);
    expect((await admin('/items/books', 'DELETE', keys)).status).toBe(204);
    const listed = (await admin<Array<{ key: number }>>('/utils/trash/books?limit=-1')).body.data!;
    expect(listed.filter((entry) => keys.includes(entry.key))).toHaveLength(300);
  });
});
