import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import {
  aggregate,
  createClient,
  createItem,
  createItems,
  deleteItem,
  deleteItems,
  isTesseraError,
  readItem,
  readItems,
  rest,
  staticToken,
  updateItem,
  updateItems,
  updateItemsBatch,
  withMeta,
  type Query,
} from '@tessera/sdk';
import { TEST_ADMIN, type TestServer } from '../../server/test/harness/start-test-server.js';
import {
  ARTICLES,
  LABELS,
  createBlog,
  resetBlog,
  startSdkTestServer,
  type Article,
  type ArticleRow,
  type BlogSchema,
} from './blog-fixture.js';

describe('SDK items commands against the real server (SQLite)', () => {
  let server: TestServer;
  const adminClient = () => createClient<BlogSchema>(server.url).with(rest()).with(staticToken(TEST_ADMIN.token));
  let client: ReturnType<typeof adminClient>;
  /** The ids of a read, in the order the server sent them. */
  const ids = (rows: ReadonlyArray<{ id: number }>) => rows.map((row) => row.id);
  const readIds = async (query: Omit<Query<BlogSchema, Article>, 'fields'> = {}) =>
    ids(await client.request(readItems('articles', { ...query, fields: ['id'] })));

  beforeAll(async () => {
    server = await startSdkTestServer();
    await createBlog(server);
    client = adminClient();
  }, 60_000);
  beforeEach(async () => resetBlog(server));
  afterAll(async () => server?.close());

  describe('readItems', () => {
    it('reads every field by default, relations as their keys', async () => {
      const rows = await client.request(readItems('articles'));
      expectTypeOf(rows).toEqualTypeOf<ArticleRow[]>();
      expect(rows).toEqual(ARTICLES);
    });

    it('picks fields, following the many-to-one with a dot path', async () => {
      const rows = await client.request(readItems('articles', { fields: ['id', 'title', 'author.name'] }));
      expectTypeOf(rows).toEqualTypeOf<{ id: number; title: string; author: { name: string } | null }[]>();
      expect(rows).toEqual([
        { id: 1, title: 'Alpha', author: { name: 'Ann' } },
        { id: 2, title: 'Beta', author: { name: 'Ann' } },
        { id: 3, title: 'Gamma', author: { name: 'Bob' } },
        { id: 4, title: 'Delta', author: null },
        { id: 5, title: 'Epsilon', author: { name: 'Cid' } },
      ]);
      const nested = await client.request(
        readItems('articles', { fields: ['id', { author: ['id', 'name'] }], filter: { id: { _eq: 3 } } }),
      );
      expect(nested).toEqual([{ id: 3, author: { id: 2, name: 'Bob' } }]);
    });

    it('filters on fields, relations and logical groups', async () => {
      expect(await readIds({ filter: { status: { _eq: 'published' } } })).toEqual([1, 3, 5]);
      expect(await readIds({ filter: { author: { name: { _eq: 'Ann' } } } })).toEqual([1, 2]);
      expect(await readIds({ filter: { _or: [{ rating: { _gte: 5 } }, { author: { _null: true } }] } })).toEqual([3, 4]);
      expect(await readIds({ filter: { _and: [{ status: { _in: ['published', 'draft'] } }, { title: { _contains: 'l' } }] } })).toEqual([
        1, 5,
      ]);
    });

    it('searches the text columns, case-insensitively', async () => {
      expect(await readIds({ search: 'ta' })).toEqual([2, 4]);
      expect(await readIds({ search: 'ALPHA' })).toEqual([1]);
      expect(await readIds({ search: 'nothing-like-this' })).toEqual([]);
    });

    it('sorts ascending and descending, also by a related field', async () => {
      expect(await readIds({ sort: ['status', '-id'] })).toEqual([4, 2, 5, 3, 1]);
      expect(await readIds({ sort: '-rating', filter: { rating: { _nnull: true } } })).toEqual([3, 1, 2, 5]);
      expect(await readIds({ sort: ['-author.name', 'id'], filter: { author: { _nnull: true } } })).toEqual([5, 3, 1, 2]);
    });

    it('limits, offsets and pages', async () => {
      expect(await readIds({ limit: 2 })).toEqual([1, 2]);
      expect(await readIds({ limit: 2, offset: 3 })).toEqual([4, 5]);
      expect(await readIds({ limit: 2, page: 2 })).toEqual([3, 4]);
      expect(await readIds({ limit: 2, page: 3 })).toEqual([5]);
      expect(await readIds({ limit: -1 })).toEqual([1, 2, 3, 4, 5]);
    });

    it('applies deep queries to the one-to-many side', async () => {
      const latest = await client.request(
        readItems('authors', { fields: ['id', 'name', 'articles.title'], deep: { articles: { _sort: ['-id'], _limit: 1 } } }),
      );
      expectTypeOf(latest).toEqualTypeOf<{ id: number; name: string; articles: { title: string }[] }[]>();
      expect(latest).toEqual([
        { id: 1, name: 'Ann', articles: [{ title: 'Beta' }] },
        { id: 2, name: 'Bob', articles: [{ title: 'Gamma' }] },
        { id: 3, name: 'Cid', articles: [{ title: 'Epsilon' }] },
      ]);
      const published = await client.request(
        readItems('authors', { fields: ['id', 'articles.id'], deep: { articles: { _filter: { status: { _eq: 'draft' } } } } }),
      );
      expect(published).toEqual([
        { id: 1, articles: [{ id: 2 }] },
        { id: 2, articles: [] },
        { id: 3, articles: [] },
      ]);
    });

    it('reads one relation twice under two aliases, each with its own deep query', async () => {
      // Alias names are not fields of the Schema, so this read goes through an untyped client.
      const untyped = createClient(server.url).with(rest()).with(staticToken(TEST_ADMIN.token));
      const rows = await untyped.request(
        readItems('authors', {
          alias: { first: 'articles', last: 'articles' },
          fields: ['id', 'first.title', 'last.title'],
          deep: { first: { _sort: ['id'], _limit: 1 }, last: { _sort: ['-id'], _limit: 1 } },
          filter: { id: { _in: [1, 2] } },
        }),
      );
      expect(rows).toEqual([
        { id: 1, first: [{ title: 'Alpha' }], last: [{ title: 'Beta' }] },
        { id: 2, first: [{ title: 'Gamma' }], last: [{ title: 'Gamma' }] },
      ]);
    });

    it('aggregates, grouped or not, with the aggregate command and the aggregate option', async () => {
      const counts = await client.request(aggregate('articles', { aggregate: { count: '*' }, groupBy: ['status'] }));
      expect(counts).toEqual([
        { status: 'archived', count: 1 },
        { status: 'draft', count: 1 },
        { status: 'published', count: 3 },
      ]);
      const totals = await client.request(
        readItems('articles', { aggregate: { sum: ['rating'], max: 'rating', countDistinct: ['author'] } }),
      );
      expect(totals).toEqual([{ sum: { rating: 15 }, max: { rating: 5 }, countDistinct: { author: 3 } }]);
      const average = await client.request(
        aggregate('articles', { aggregate: { avg: 'rating' }, query: { filter: { status: { _eq: 'published' } } } }),
      );
      expect(average).toEqual([{ avg: { rating: 4 } }]);
    });

    it('answers the counts with withMeta, and only the rows without it', async () => {
      const answer = await client.request(
        withMeta(readItems('articles', { fields: ['id'], filter: { status: { _eq: 'published' } }, meta: '*', limit: 1 })),
      );
      expect(answer).toEqual({ data: [{ id: 1 }], meta: { total_count: 5, filter_count: 3 } });
      const filterCount = await client.request(withMeta(readItems('articles', { fields: ['id'], search: 'ta', meta: 'filter_count' })));
      expect(filterCount).toEqual({ data: [{ id: 2 }, { id: 4 }], meta: { filter_count: 2 } });
      expect(await client.request(withMeta(readItems('articles', { fields: ['id'], limit: 1 })))).toEqual({ data: [{ id: 1 }] });
    });
  });

  describe('readItem', () => {
    it('reads one item by key, with fields through either side of the relation', async () => {
      const article = await client.request(readItem('articles', 3, { fields: ['title', 'author.name'] }));
      expectTypeOf(article).toEqualTypeOf<{ title: string; author: { name: string } | null }>();
      expect(article).toEqual({ title: 'Gamma', author: { name: 'Bob' } });
      expect(await client.request(readItem('articles', 4))).toEqual(ARTICLES[3]);
      expect(await client.request(readItem('authors', 1, { fields: ['name', 'articles.id'] }))).toEqual({
        name: 'Ann',
        articles: [{ id: 1 }, { id: 2 }],
      });
      expect(await client.request(readItem('authors', 3))).toEqual({ id: 3, name: 'Cid', articles: [5] });
    });

    it('rejects a missing key with FORBIDDEN, as the reference does', async () => {
      const error: unknown = await client.request(readItem('articles', 99)).catch((reason: unknown) => reason);
      expect(isTesseraError(error) && [error.status, error.errors[0]?.extensions?.code]).toEqual([403, 'FORBIDDEN']);
    });
  });

  describe('writes', () => {
    it('createItem stores one item and answers it read back with the query', async () => {
      const created = await client.request(
        createItem(
          'articles',
          { title: 'Zeta', status: 'draft', rating: 1.5, author: 2 },
          { fields: ['id', 'title', 'rating', 'author.name'] },
        ),
      );
      expectTypeOf(created).toEqualTypeOf<{ id: number; title: string; rating: number | null; author: { name: string } | null }>();
      expect(created).toEqual({ id: expect.any(Number), title: 'Zeta', rating: 1.5, author: { name: 'Bob' } });
      expect(await client.request(readItem('articles', created.id))).toEqual({
        id: created.id,
        title: 'Zeta',
        status: 'draft',
        rating: 1.5,
        author: 2,
      });

      // Without a query the answer is every field; the column defaults fill what was left out.
      const defaults = await client.request(createItem('articles', { title: 'Eta' }));
      expect(defaults).toEqual({ id: expect.any(Number), title: 'Eta', status: 'draft', rating: null, author: null });
      expect(defaults.id).toBeGreaterThan(created.id);
    });

    it('createItems stores several items in one call', async () => {
      const created = await client.request(
        createItems(
          'articles',
          [
            { title: 'One', status: 'published' },
            { title: 'Two', rating: 2, author: 3 },
          ],
          { fields: ['id', 'title', 'status', 'rating', 'author'] },
        ),
      );
      expect(created).toEqual([
        { id: expect.any(Number), title: 'One', status: 'published', rating: null, author: null },
        { id: expect.any(Number), title: 'Two', status: 'draft', rating: 2, author: 3 },
      ]);
      expect(await readIds()).toEqual([1, 2, 3, 4, 5, ...ids(created)]);
      expect(await readIds({ filter: { author: { _eq: 3 } } })).toEqual([5, created[1]!.id]);
    });

    it('updateItem changes one item and answers it read back', async () => {
      const updated = await client.request(
        updateItem('articles', 2, { status: 'published', rating: 3.5 }, { fields: ['id', 'status', 'rating'] }),
      );
      expect(updated).toEqual({ id: 2, status: 'published', rating: 3.5 });
      expect(await client.request(readItem('articles', 2))).toEqual({ ...ARTICLES[1], status: 'published', rating: 3.5 });
      expect(await client.request(readItems('articles', { filter: { id: { _neq: 2 } } }))).toEqual(
        ARTICLES.filter((article) => article.id !== 2),
      );
    });

    it('updateItems applies the same change to a list of keys', async () => {
      const updated = await client.request(updateItems('articles', [1, 4], { author: 3 }, { fields: ['id', 'author.name'] }));
      expect(updated).toEqual([
        { id: 1, author: { name: 'Cid' } },
        { id: 4, author: { name: 'Cid' } },
      ]);
      expect(await readIds({ filter: { author: { _eq: 3 } } })).toEqual([1, 4, 5]);
    });

    it('updateItems applies the same change to the items a query matches', async () => {
      const updated = await client.request(
        updateItems('articles', { filter: { status: { _eq: 'published' } } }, { status: 'archived' }, { fields: ['id', 'status'] }),
      );
      expect([...updated].sort((a, b) => a.id - b.id)).toEqual([
        { id: 1, status: 'archived' },
        { id: 3, status: 'archived' },
        { id: 5, status: 'archived' },
      ]);
      expect(await readIds({ filter: { status: { _eq: 'archived' } } })).toEqual([1, 3, 4, 5]);
      expect(await client.request(readItem('articles', 2))).toEqual(ARTICLES[1]);
    });

    it('updateItemsBatch applies a different change to each item', async () => {
      await client.request(
        updateItemsBatch('articles', [
          { id: 1, title: 'Alpha 2' },
          { id: 5, rating: null },
        ]),
      );
      expect(await client.request(readItems('articles', { fields: ['id', 'title', 'rating'], filter: { id: { _in: [1, 5] } } }))).toEqual([
        { id: 1, title: 'Alpha 2', rating: 4.5 },
        { id: 5, title: 'Epsilon', rating: null },
      ]);
    });

    it('deleteItem removes one item and resolves to undefined', async () => {
      expect(await client.request(deleteItem('articles', 4))).toBeUndefined();
      expect(await readIds()).toEqual([1, 2, 3, 5]);
    });

    it('deleteItems removes a list of keys, or the items a query matches', async () => {
      expect(await client.request(deleteItems('articles', [1, 2]))).toBeUndefined();
      expect(await readIds()).toEqual([3, 4, 5]);
      expect(await client.request(deleteItems('articles', { filter: { rating: { _gte: 5 } } }))).toBeUndefined();
      expect(await readIds()).toEqual([4, 5]);
    });
  });

  describe('text keys', () => {
    it('reads, creates, updates and deletes items whose keys need escaping in the URL', async () => {
      expect(await client.request(readItems('labels', { sort: ['code'] }))).toEqual([...LABELS].sort((a, b) => (a.code < b.code ? -1 : 1)));
      for (const label of LABELS) expect(await client.request(readItem('labels', label.code))).toEqual(label);

      const created = await client.request(createItem('labels', { code: 'x/y z', name: 'Created' }));
      expect(created).toEqual({ code: 'x/y z', name: 'Created' });
      expect(await client.request(updateItem('labels', 'a b/c?d&e#f', { name: 'Renamed' }))).toEqual({
        code: 'a b/c?d&e#f',
        name: 'Renamed',
      });
      expect(await client.request(updateItem('labels', 'über-100%', { name: 'Renamed too' }, { fields: ['name'] }))).toEqual({
        name: 'Renamed too',
      });
      expect(await client.request(deleteItem('labels', 'x/y z'))).toBeUndefined();
      expect(await client.request(deleteItem('labels', 'plain'))).toBeUndefined();
      expect(await client.request(readItems('labels', { sort: ['code'] }))).toEqual([
        { code: 'a b/c?d&e#f', name: 'Renamed' },
        { code: 'über-100%', name: 'Renamed too' },
      ]);
    });
  });
});
