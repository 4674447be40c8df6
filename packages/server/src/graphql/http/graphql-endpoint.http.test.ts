import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraphqlTables, smallSchemaSource, startGraphqlApp } from '../../../test/harness/graphql-test-app.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(DATABASES)('POST/GET /graphql on %s', (client) => {
  let server: TestServer;
  let app: { url: string; close(): Promise<void> };
  const call = async (path: string, init: RequestInit & { json?: unknown; token?: string | null } = {}) => {
    const { json, token = server.adminToken, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    if (json !== undefined) headers.set('content-type', 'application/json');
    const response = await fetch(`${app.url}${path}`, {
      ...rest,
      headers,
      ...(json !== undefined ? { method: rest.method ?? 'POST', body: JSON.stringify(json) } : {}),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as Json };
  };
  const get = (params: Record<string, string>, token?: string | null) => call(`/graphql?${new URLSearchParams(params)}`, { token });

  beforeAll(async () => {
    server = await startTestServer({ client });
    await createGraphqlTables(server.server.ctx.db);
    server.server.ctx.schema.invalidate();
    app = await startGraphqlApp(server.server.ctx, smallSchemaSource());
  });
  afterAll(async () => {
    await app?.close();
    await server?.close();
  });

  it('answers a POSTed query with {data}, read through the item operations', async () => {
    const answer = await call('/graphql', { json: { query: '{ articles(limit: 2) { id title author { name } } }' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: {
        articles: [
          { id: '1', title: 'First', author: { name: 'Ada' } },
          { id: '2', title: 'Second', author: { name: 'Brian' } },
        ],
      },
    });
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers GET ?query=&variables=&operationName= like POST', async () => {
    const query = 'query One($n: Int) { articles(limit: $n) { title } } query Two { authors(limit: 1) { name } }';
    const one = await get({ query, variables: JSON.stringify({ n: 1 }), operationName: 'One' });
    expect(one).toMatchObject({ status: 200, body: { data: { articles: [{ title: 'First' }] } } });
    const two = await call('/graphql', { json: { query, operationName: 'Two' } });
    expect(two.body).toEqual({ data: { authors: [{ name: 'Ada' }] } });
  });

  it('refuses a mutation over GET with 405 and Allow: POST, and other methods with 405', async () => {
    const answer = await call(`/graphql/system?${new URLSearchParams({ query: 'mutation { auth_logout(refresh_token: "x") }' })}`);
    expect(answer.status).toBe(405);
    expect(answer.body.errors[0].extensions.code).toBe('METHOD_NOT_ALLOWED');
    expect(answer.headers.get('allow')).toBe('POST');
    const put = await call('/graphql', { method: 'PUT', json: { query: '{ articles { id } }' } });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST');
  });

  it.each([
    ['malformed document', { query: '{ articles { id ' }, 'Syntax Error'],
    ['unknown field', { query: '{ articles { nope } }' }, 'Cannot query field "nope" on type "articles".'],
    [
      'variable of the wrong type',
      { query: 'query ($n: Int) { articles(limit: $n) { id } }', variables: { n: 'many' } },
      'Variable "$n" got invalid value',
    ],
    ['unknown operationName', { query: 'query A { articles { id } }', operationName: 'B' }, 'Unknown operation named "B".'],
    [
      'several operations without a name',
      { query: 'query A { articles { id } } query B { authors { id } }' },
      'Must provide operation name',
    ],
  ])('answers a %s with 400 GRAPHQL_VALIDATION and the problem in extensions.errors', async (_name, body, message) => {
    const answer = await call('/graphql', { json: body });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]).toMatchObject({ message: 'GraphQL validation error.', extensions: { code: 'GRAPHQL_VALIDATION' } });
    expect(answer.body.errors[0].extensions.errors[0].message).toContain(message);
  });

  it.each([
    ['no query', { json: {} }, 'INVALID_PAYLOAD', 'Must provide query string'],
    ['a query that is not a string', { json: { query: 42 } }, 'INVALID_PAYLOAD', '"query" must be a string'],
    [
      'variables that are not an object',
      { json: { query: '{ articles { id } }', variables: [1] } },
      'INVALID_PAYLOAD',
      '"variables" must be an object',
    ],
    ['a body that is not an object', { json: ['{ articles { id } }'] }, 'INVALID_PAYLOAD', 'Must provide query string'],
    [
      'a __proto__ key in the body',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ articles { id } }","variables":{"__proto__":{"x":1}}}',
      },
      'INVALID_PAYLOAD',
      'prototype',
    ],
  ])('answers %s with 400 and a clear reason', async (_name, init, code, message) => {
    const answer = await call('/graphql', init as RequestInit & { json?: unknown });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].extensions.code).toBe(code);
    expect(answer.body.errors[0].message).toContain(message);
  });

  it.each([
    ['invalid JSON variables', { query: '{ articles { id } }', variables: '{nope' }, 'Variables are invalid JSON'],
    [
      'a __proto__ key in GET variables',
      { query: '{ articles { id } }', variables: '{"a":{"__proto__":{"polluted":1}}}' },
      'forbidden prototype',
    ],
    ['variables nesting too deep', { query: '{ articles { id } }', variables: `${'{"a":'.repeat(200)}1${'}'.repeat(200)}` }, 'deeper'],
  ])('answers GET with %s as 400 INVALID_QUERY', async (_name, params, message) => {
    const answer = await get(params);
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].extensions.code).toBe('INVALID_QUERY');
    expect(answer.body.errors[0].message).toContain(message);
    expect(({} as Json).polluted).toBeUndefined();
  });

  it('treats hostile variable names and keys as plain names', async () => {
    const answer = await call('/graphql', {
      json: {
        query: 'query ($__proto__: Int, $constructor: Int) { articles(limit: $__proto__) { id } authors(limit: $constructor) { id } }',
        variables: { constructor: 1 },
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.authors).toEqual([{ id: '1' }]);
    expect(answer.body.data.articles).toHaveLength(3);
    expect(({} as Json).polluted).toBeUndefined();
  });

  it('keeps the code of an AppError a resolver throws and hides nothing else from it', async () => {
    // The public role has no rule on articles: the item operation refuses with FORBIDDEN, answered beside data (200).
    const answer = await call('/graphql', { token: null, json: { query: '{ articles { id } }' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBeNull();
    expect(answer.body.errors).toEqual([
      {
        message: "You don't have permission to access this.",
        locations: [{ line: 1, column: 3 }],
        path: ['articles'],
        extensions: { code: 'FORBIDDEN' },
      },
    ]);
  });

  it('hides internal errors from non-admins and shows their message to admins, beside the data that did resolve', async () => {
    const role = await server.createRole();
    await server.server.ctx
      .db('directus_permissions')
      .insert({ role, collection: 'articles', action: 'read', fields: '*', permissions: '{}' });
    const user = await server.createUser({ role, token: `internal-${client}` });
    expect(user.id).toBeTruthy();
    const asUser = await call('/graphql', { token: `internal-${client}`, json: { query: '{ broken articles(limit: 1) { title } }' } });
    expect(asUser.status).toBe(200);
    expect(asUser.body.data).toEqual({ broken: null, articles: [{ title: 'First' }] });
    expect(asUser.body.errors).toEqual([
      {
        message: 'An unexpected error occurred.',
        locations: [{ line: 1, column: 3 }],
        path: ['broken'],
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      },
    ]);
    expect(JSON.stringify(asUser.body)).not.toContain('sqlite');
    const asAdmin = await call('/graphql', { json: { query: '{ broken }' } });
    expect(asAdmin.body.errors[0]).toMatchObject({
      message: 'internal detail: /srv/tessera/db.sqlite is locked',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });
});
