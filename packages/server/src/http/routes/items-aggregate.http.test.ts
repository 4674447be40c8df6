import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import { callAsAdmin, createBlogSchema, seedBlog } from '../../../test/harness/blog-schema.js';

const DATABASES = testDatabasesFor(import.meta.url);

describe.each(DATABASES)('items: aggregate and groupBy on %s', (client) => {
  let server: TestServer;
  const data = async (path: string) => {
    const { status, body } = await callAsAdmin(server, path);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data;
  };

  beforeAll(async () => {
    server = await startTestServer({ client });
    await createBlogSchema(server.server.ctx.db, client);
    await seedBlog(server.server.ctx.db, client);
    server.server.ctx.schema.invalidate();
  });
  afterAll(async () => server?.close());

  it('counts: all rows, non-null values, distinct values', async () => {
    expect(await data('/items/articles?aggregate[count]=*')).toEqual([{ count: 5 }]);
    expect(await data('/items/articles?aggregate[countAll]=*')).toEqual([{ countAll: 5 }]);
    expect(await data('/items/articles?aggregate[count]=rating,price')).toEqual([{ count: { rating: 4, price: 4 } }]);
    expect(await data('/items/articles?aggregate[countDistinct]=status')).toEqual([{ countDistinct: { status: 3 } }]);
  });

  it('sums, averages, minimums and maximums, typed per field', async () => {
    const json = encodeURIComponent(
      JSON.stringify({ sum: ['views', 'price'], avg: ['views'], min: ['views', 'published_on'], max: ['rating', 'updated_at'] }),
    );
    expect(await data(`/items/articles?aggregate=${json}`)).toEqual([
      {
        sum: { views: 425, price: '42.75' },
        avg: { views: 85 },
        min: { views: 0, published_on: '2023-12-31' },
        max: { rating: 5, updated_at: '2024-03-01T12:00:00.000Z' },
      },
    ]);
    expect(await data('/items/articles?aggregate[sumDistinct]=rating&aggregate[avgDistinct]=views&filter[id][_lte]=2')).toEqual([
      { sumDistinct: { rating: 7.5 }, avgDistinct: { views: 75 } },
    ]);
  });

  it('applies filter and search before aggregating', async () => {
    expect(await data('/items/articles?aggregate[sum]=views&filter[status][_eq]=published')).toEqual([{ sum: { views: 375 } }]);
    expect(await data('/items/articles?aggregate[count]=*&search=hello')).toEqual([{ count: 3 }]);
    expect(await data('/items/articles?aggregate[sum]=views&filter[views][_gt]=1000')).toEqual([{ sum: { views: null } }]);
  });

  it('groups by fields and date functions, sorted by the first group unless asked', async () => {
    expect(await data('/items/articles?aggregate[count]=*&groupBy=status')).toEqual([
      { status: 'archived', count: 1 },
      { status: 'draft', count: 1 },
      { status: 'published', count: 3 },
    ]);
    expect(await data('/items/articles?aggregate[sum]=views&groupBy[]=year(published_on)&filter[published_on][_nnull]=true')).toEqual([
      { published_on_year: 2023, sum: { views: 200 } },
      { published_on_year: 2024, sum: { views: 225 } },
    ]);
    expect(await data('/items/articles?aggregate[count]=*&groupBy=status,published&sort=-count,status&limit=2')).toEqual([
      { status: 'published', published: true, count: 3 },
      { status: 'archived', published: false, count: 1 },
    ]);
    expect(await data('/items/articles?aggregate[max]=views&groupBy=author&filter[author][_nnull]=true&sort=-max.views')).toEqual([
      { author: 2, max: { views: 200 } },
      { author: 1, max: { views: 100 } },
      { author: 3, max: { views: 75 } },
    ]);
  });

  it('refuses unknown functions, fields and types that cannot be aggregated', async () => {
    const refusal = async (query: string) => {
      const { status, body } = await callAsAdmin(server, `/items/articles?${query}`);
      expect(status).toBe(400);
      expect(body.errors?.[0]?.extensions.code).toBe('INVALID_QUERY');
      return body.errors?.[0]?.message;
    };
    expect(await refusal('aggregate[median]=views')).toBe('Invalid query. "aggregate" has an unknown function "median".');
    expect(await refusal('aggregate[sum]=title')).toBe('Invalid query. "aggregate.sum" can\'t be used on field "title" of type "string".');
    expect(await refusal('aggregate[avg]=nope')).toBe('Invalid query. Invalid aggregate field "nope" on "articles".');
    expect(await refusal('aggregate[count]=*&groupBy=nope')).toBe('Invalid query. Invalid groupBy field "nope" on "articles".');
    expect(await refusal('aggregate[count]=*&groupBy=status&sort=views')).toBe(
      'Invalid query. Invalid sort key "views": with groupBy only grouped fields and aggregates can be sorted.',
    );
  });
});
