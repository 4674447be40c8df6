import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraphqlTables, smallSchemaSource, startGraphqlApp } from '../../../test/harness/graphql-test-app.js';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../../test/harness/start-test-server.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('/graphql/system extras', () => {
  let server: TestServer;
  let app: { url: string; close(): Promise<void> };
  let editor: { id: string; email: string; password: string };
  const gql = async (
    path: '/graphql' | '/graphql/system',
    query: string,
    options: { token?: string; variables?: Json; cookie?: string } = {},
  ) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.cookie = options.cookie;
    const response = await fetch(`${app.url}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables: options.variables }),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
  };
  const system = (query: string, options?: Parameters<typeof gql>[2]) => gql('/graphql/system', query, options);
  const LOGIN =
    'mutation ($email: String!, $password: String!, $mode: auth_mode) { auth_login(email: $email, password: $password, mode: $mode) { access_token refresh_token expires } }';

  beforeAll(async () => {
    server = await startTestServer({ env: { LOGIN_STALL_TIME: '0' } });
    const db = server.server.ctx.db;
    await createGraphqlTables(db);
    server.server.ctx.schema.invalidate();
    // An editor role that may read articles (not their `secret`) and nothing of directus_users beyond the self-readable fields.
    const role = await server.createRole({ name: 'Editor' });
    await db('directus_permissions').insert([{ role, collection: 'articles', action: 'read', fields: 'id,title', permissions: '{}' }]);
    editor = await server.createUser({ role, first_name: 'Eve', email: 'eve@example.com' });
    app = await startGraphqlApp(server.server.ctx, smallSchemaSource());
  });
  afterAll(async () => {
    await app?.close();
    await server?.close();
  });

  it('auth_login answers tokens whose access token works on /graphql', async () => {
    const login = await system(LOGIN, { variables: { email: editor.email, password: editor.password } });
    expect(login.status).toBe(200);
    const tokens = login.body.data.auth_login;
    expect(tokens).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires: server.config.ACCESS_TOKEN_TTL,
    });
    const read = await gql('/graphql', '{ articles(limit: 1) { title } }', { token: tokens.access_token });
    expect(read.body).toEqual({ data: { articles: [{ title: 'First' }] } });
    const anonymous = await gql('/graphql', '{ articles(limit: 1) { title } }');
    expect(anonymous.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('auth_login with a wrong password answers INVALID_CREDENTIALS beside a null', async () => {
    const login = await system(LOGIN, { variables: { email: editor.email, password: 'wrong' } });
    expect(login.status).toBe(200);
    expect(login.body.data).toEqual({ auth_login: null });
    expect(login.body.errors[0]).toMatchObject({
      message: 'Invalid user credentials.',
      path: ['auth_login'],
      extensions: { code: 'INVALID_CREDENTIALS' },
    });
  });

  it('auth_refresh rotates the refresh token and auth_logout ends the session', async () => {
    const first = (await system(LOGIN, { variables: { email: editor.email, password: editor.password } })).body.data.auth_login;
    const REFRESH = 'mutation ($token: String) { auth_refresh(refresh_token: $token, mode: json) { access_token refresh_token } }';
    const refreshed = await system(REFRESH, { variables: { token: first.refresh_token } });
    const second = refreshed.body.data.auth_refresh;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const reused = await system(REFRESH, { variables: { token: first.refresh_token } });
    expect(reused.body.errors[0].extensions.code).toBe('INVALID_CREDENTIALS');
    const logout = await system('mutation ($token: String) { auth_logout(refresh_token: $token) }', {
      variables: { token: second.refresh_token },
    });
    expect(logout.body).toEqual({ data: { auth_logout: true } });
    const afterLogout = await system(REFRESH, { variables: { token: second.refresh_token } });
    expect(afterLogout.body.errors[0].extensions.code).toBe('INVALID_CREDENTIALS');
    const missing = await system('mutation { auth_refresh { access_token } }');
    expect(missing.body.errors[0]).toMatchObject({ extensions: { code: 'INVALID_PAYLOAD' } });
  });

  it('cookie mode sets the refresh cookie on the reply, as /auth/login does, and refreshes from it', async () => {
    const login = await system(LOGIN, { variables: { email: editor.email, password: editor.password, mode: 'cookie' } });
    const tokens = login.body.data.auth_login;
    expect(tokens.access_token).toEqual(expect.any(String));
    expect(tokens.refresh_token).toBeNull();
    const cookie = login.headers.getSetCookie().find((line) => line.startsWith('directus_refresh_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    const refreshed = await system('mutation { auth_refresh(mode: cookie) { access_token refresh_token } }', {
      cookie: cookie!.split(';')[0],
    });
    expect(refreshed.body.data.auth_refresh).toEqual({ access_token: expect.any(String), refresh_token: null });
    expect(refreshed.headers.getSetCookie().some((line) => line.startsWith('directus_refresh_token='))).toBe(true);
  });

  it('users_me answers the signed-in user through their own rules, null for the public', async () => {
    const { access_token } = await server.login(editor.email, editor.password);
    const me = await system('{ users_me { id email first_name } }', { token: access_token });
    expect(me.body).toEqual({ data: { users_me: { id: editor.id, email: editor.email, first_name: 'Eve' } } });
    const nobody = await system('{ users_me { id } }');
    expect(nobody.body).toEqual({ data: { users_me: null } });
  });

  it('update_users_me changes the self-editable fields and refuses the rest before running', async () => {
    const { access_token } = await server.login(editor.email, editor.password);
    const changed = await system('mutation { update_users_me(data: { first_name: "Evelyn" }) { first_name } }', { token: access_token });
    expect(changed.body).toEqual({ data: { update_users_me: { first_name: 'Evelyn' } } });
    const row = await server.server.ctx.db('directus_users').where('id', editor.id).first('first_name', 'role');
    expect(row.first_name).toBe('Evelyn');
    // Exceeding the role: `role` is no field of the input, so the document is refused unrun.
    const promote = await system('mutation ($role: String) { update_users_me(data: { role: $role }) { id } }', {
      token: access_token,
      variables: { role: 'x' },
    });
    expect(promote.status).toBe(400);
    expect(promote.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION');
    expect((await server.server.ctx.db('directus_users').where('id', editor.id).first('role')).role).toBe(row.role);
    const hostile = await system('mutation ($data: update_users_me_input) { update_users_me(data: $data) { first_name } }', {
      token: access_token,
      variables: { data: { first_name: 'Eve', constructor: 'x' } },
    });
    expect(hostile.status).toBe(400);
    expect(JSON.stringify(hostile.body)).toContain('constructor');
  });

  it('server_ping, server_info (more for signed-in callers) and server_health (details for admins)', async () => {
    expect((await system('{ server_ping }')).body).toEqual({ data: { server_ping: 'pong' } });
    const publicInfo = await system('{ server_info { project { project_name } queryLimit { default } version } }');
    expect(publicInfo.body.data.server_info).toEqual({ project: { project_name: expect.any(String) }, queryLimit: null, version: null });
    const { access_token } = await server.login(editor.email, editor.password);
    const info = await system('{ server_info { queryLimit { default max } version } }', { token: access_token });
    expect(info.body.data.server_info).toEqual({ queryLimit: { default: 100, max: -1 }, version: expect.any(String) });
    expect((await system('{ server_health }', { token: access_token })).body.data.server_health).toEqual({ status: 'ok' });
    const health = (await system('{ server_health }', { token: server.adminToken })).body.data.server_health;
    expect(health).toMatchObject({ status: 'ok', checks: expect.any(Object) });
  });

  it('auth_password_request answers true whether or not the address exists; auth_password_reset refuses a bad token', async () => {
    const known = await system('mutation { auth_password_request(email: "eve@example.com") }');
    const unknown = await system('mutation { auth_password_request(email: "nobody@example.com") }');
    expect(known.body).toEqual({ data: { auth_password_request: true } });
    expect(unknown.body).toEqual({ data: { auth_password_request: true } });
    const reset = await system('mutation { auth_password_reset(token: "not-a-token", password: "New-password-1!") }');
    expect(reset.body.data).toEqual({ auth_password_reset: null });
    expect(reset.body.errors[0].extensions.code).toMatch(/INVALID_TOKEN|INVALID_PAYLOAD|FORBIDDEN/);
  });

  it('the admin signs in through auth_login too', async () => {
    const login = await system(LOGIN, { variables: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } });
    const me = await system('{ users_me { email } }', { token: login.body.data.auth_login.access_token });
    expect(me.body.data.users_me.email).toBe(TEST_ADMIN.email);
  });
});

describe('/graphql/system sign-in rate limits', () => {
  let server: TestServer;
  let app: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    server = await startTestServer({ env: { LOGIN_STALL_TIME: '0', LOGIN_RATE_LIMIT_POINTS: '3' } });
    app = await startGraphqlApp(server.server.ctx, smallSchemaSource());
  });
  afterAll(async () => {
    await app?.close();
    await server?.close();
  });

  it('counts auth_login against the same per-IP limit as POST /auth/login', async () => {
    const attempt = async () => {
      const response = await fetch(`${app.url}/graphql/system`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation { auth_login(email: "x@example.com", password: "nope") { access_token } }' }),
      });
      return ((await response.json()) as Json).errors[0].extensions.code as string;
    };
    expect([await attempt(), await attempt(), await attempt()]).toEqual([
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
    ]);
    expect(await attempt()).toBe('REQUESTS_EXCEEDED');
    // REST shares the budget: the same IP is now refused there too.
    const rest = await fetch(`${app.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'y@example.com', password: 'nope' }),
    });
    expect(rest.status).toBe(429);
  });
});
