import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authentication, createClient, graphql, isTesseraError, staticToken } from '@tessera/sdk';
import { TEST_ADMIN, type TestServer } from '../../server/test/harness/start-test-server.js';
import { createBlog, resetBlog, startSdkTestServer } from './blog-fixture.js';

// The graphql part against the real /graphql endpoint (api-reference section 2), SQLite.
describe('SDK graphql() against the real server', { timeout: 30_000 }, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startSdkTestServer();
    await createBlog(server);
    await resetBlog(server);
  }, 60_000);
  afterAll(async () => server?.close());

  it('queries user collections at /graphql with the client token, variables included', async () => {
    const client = createClient(server.url).with(staticToken(TEST_ADMIN.token)).with(graphql());
    const data = await client.query<{ articles: { id: string | number; title: string }[] }>(
      'query Published($status: String) { articles(filter: { status: { _eq: $status } }, sort: ["id"]) { id title } }',
      { status: 'published' },
    );
    expect(data.articles.map((article) => [Number(article.id), article.title])).toEqual([
      [1, 'Alpha'],
      [3, 'Gamma'],
      [5, 'Epsilon'],
    ]);
  });

  it('queries system collections at /graphql/system with a session token', async () => {
    const client = createClient(server.url)
      .with(authentication('json', { autoRefresh: false }))
      .with(graphql());
    await client.login(TEST_ADMIN.email, TEST_ADMIN.password);
    const data = await client.query<{ users_me: { email: string } }>('{ users_me { email } }', undefined, 'system');
    expect(data.users_me.email).toBe(TEST_ADMIN.email);
  });

  it('errors reject with the SDK error: an unknown field, and an anonymous caller without access', async () => {
    const admin = createClient(server.url).with(staticToken(TEST_ADMIN.token)).with(graphql());
    const invalid = await admin.query('{ articles { no_such_field } }').catch((reason: unknown) => reason);
    expect(isTesseraError(invalid) && [invalid.status, invalid.errors[0]?.extensions?.code]).toEqual([400, 'GRAPHQL_VALIDATION']);

    // The public role reads nothing here, so its schema has no `articles` at all.
    const anonymous = createClient(server.url).with(graphql());
    const denied = await anonymous.query('{ articles { id } }').catch((reason: unknown) => reason);
    expect(isTesseraError(denied) && [denied.status, denied.errors[0]?.extensions?.code]).toEqual([400, 'GRAPHQL_VALIDATION']);
  });
});
