import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraphqlTables, smallSchemaSource, startGraphqlApp } from '../../../test/harness/graphql-test-app.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const INTROSPECT = '{ __schema { queryType { name } } }';

describe.each([
  ['authenticated', { public: false, user: true, admin: true }],
  ['false', { public: false, user: false, admin: false }],
  ['true', { public: true, user: true, admin: true }],
] as const)('GRAPHQL_INTROSPECTION=%s', (mode, allowed) => {
  let server: TestServer;
  let app: { url: string; close(): Promise<void> };
  let userToken: string;
  const send = async (query: string, token?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${app.url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query }) });
    return { status: response.status, body: (await response.json()) as Json };
  };

  beforeAll(async () => {
    server = await startTestServer({ env: { GRAPHQL_INTROSPECTION: mode, LOGIN_STALL_TIME: '0' } });
    await createGraphqlTables(server.server.ctx.db);
    server.server.ctx.schema.invalidate();
    const role = await server.createRole();
    await server.server.ctx
      .db('directus_permissions')
      .insert({ role, collection: 'articles', action: 'read', fields: '*', permissions: '{}' });
    const user = await server.createUser({ role, token: `static-${mode}` });
    userToken = `static-${mode}`;
    expect(user.id).toBeTruthy();
    app = await startGraphqlApp(server.server.ctx, smallSchemaSource());
  });
  afterAll(async () => {
    await app?.close();
    await server?.close();
  });

  it.each(['public', 'user', 'admin'] as const)('answers __schema for the %s caller as the mode says', async (who) => {
    const token = who === 'public' ? undefined : who === 'user' ? userToken : server.adminToken;
    const answer = await send(INTROSPECT, token);
    if (allowed[who]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    } else {
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION');
      expect(answer.body.errors[0].extensions.errors[0].message).toContain('introspection');
      // __type is introspection too; __typename is not.
      expect((await send('{ __type(name: "articles") { name } }', token)).status).toBe(400);
      expect((await send('{ __typename }', token)).body).toEqual({ data: { __typename: 'Query' } });
    }
  });

  it('lists "Did you mean" hints only to callers who may introspect', async () => {
    const answer = await send('{ articlez { id } }', server.adminToken);
    const message = answer.body.errors[0].extensions.errors[0].message as string;
    expect(message).toContain('Cannot query field "articlez" on type "Query".');
    if (allowed.admin) expect(message).toContain('Did you mean "articles"?');
    else expect(message).not.toContain('Did you mean');
  });
});
