import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { TEST_DATABASES } from '../../../test/harness/test-databases.js';
import { createBlogSchema, seedBlog } from './items-test-schema.js';

type Item = Record<string, unknown>;
type Body = { data: Item & Item[]; meta?: Record<string, number>; errors?: Array<{ message: string; extensions: { code: string } }> };

describe.each(TEST_DATABASES)('items: list and read on %s', (client) => {
  let server: TestServer;
  const get = async (path: string) => {
    const response = await server.asAdmin(path);
    return { status: response.status, body: (await response.json()) as Body };
  };

  beforeAll(async () => {
    server = await startTestServer({ client });
    await createBlogSchema(server.server.ctx.db, client);
    await seedBlog(server.server.ctx.db, client);
    server.server.ctx.schema.invalidate();
  });
  afterAll(async () => server?.close());

  it('lists every field of every item, values normalised per type', async () => {
    const { status, body } = await get('/items/articles?sort=id');
    expect(status).toBe(200);
    expect(body.meta).toBeUndefined();
    expect(body.data).toHaveLength(5);
    expect(body.data[0]).toEqual({
      id: 1,
      title: 'Hello World',
      body: 'First body',
      status: 'published',
      views: 100,
      rating: 4.5,
      price: '10.50',
      published: true,
      published_on: '2024-01-15',
      created_at: '2024-01-15T10:30:00',
      updated_at: '2024-01-15T10:30:00.000Z',
      data: { a: 1, list: [1, 2] },
      ref: '6f1d3a52-4c4b-4a2e-9a57-3f0d6c1a2b01',
      author: 1,
      comments: [2, 1],
      tags: [1, 2],
    });
    expect(body.data[3]).toMatchObject({ rating: null, price: null, published: false, published_on: null, created_at: null, updated_at: null, data: null, author: null, comments: [], tags: [] });
  });

  it('reads one item by key', async () => {
    const { status, body } = await get('/items/articles/3?fields=id,title,author.name');
    expect(status).toBe(200);
    expect(body.data).toEqual({ id: 3, title: 'Bob writes', author: { name: 'Bob' } });
  });
});
