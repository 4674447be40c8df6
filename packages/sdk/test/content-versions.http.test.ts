import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import {
  compareContentVersion,
  createClient,
  createVersion,
  isTesseraError,
  promoteContentVersion,
  readItem,
  rest,
  saveToContentVersion,
  staticToken,
} from '@tessera/sdk';
import { TEST_ADMIN, type TestServer } from '../../server/test/harness/start-test-server.js';
import { createBlog, resetBlog, startSdkTestServer, type Article, type BlogSchema } from './blog-fixture.js';

describe('SDK content version commands against the real server (SQLite)', () => {
  let server: TestServer;
  const adminClient = () => createClient<BlogSchema>(server.url).with(rest()).with(staticToken(TEST_ADMIN.token));

  beforeAll(async () => {
    server = await startSdkTestServer();
    await createBlog(server);
    await resetBlog(server);
    await server.server.ctx.db('directus_collections').insert({ collection: 'articles', versioning: true });
    server.server.ctx.schema.invalidate();
  }, 60_000);
  afterAll(async () => server?.close());

  it('saves into a version, compares it, refuses a stale hash and promotes the chosen fields', async () => {
    const client = adminClient();
    const version = await client.request(createVersion({ collection: 'articles', item: '2', key: 'draft' }));
    const main = { id: 2, title: 'Beta', status: 'draft', rating: 3, author: 1 };

    const saved = await client.request(
      saveToContentVersion<BlogSchema, 'articles'>(version.id, { title: 'Beta, revised', status: 'published' }),
    );
    expectTypeOf(saved).toEqualTypeOf<Article>();
    expect(saved).toEqual({ ...main, title: 'Beta, revised', status: 'published' });

    const comparison = await client.request(compareContentVersion<BlogSchema, 'articles'>(version.id));
    expect(comparison).toEqual({ outdated: false, mainHash: version.hash, current: { title: 'Beta, revised', status: 'published' }, main });

    const stale = await client.request(promoteContentVersion(version.id, 'stale')).catch((error: unknown) => error);
    expect(isTesseraError(stale) && [stale.status, stale.errors[0]?.extensions?.code]).toEqual([422, 'UNPROCESSABLE_CONTENT']);

    expect(await client.request(promoteContentVersion<BlogSchema, 'articles'>(version.id, comparison.mainHash, ['title']))).toBe('2');
    expect(await client.request(readItem('articles', 2))).toEqual({ ...main, title: 'Beta, revised' });
  });
});
