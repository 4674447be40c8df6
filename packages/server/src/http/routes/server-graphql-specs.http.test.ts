import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraphqlTables, smallSchemaSource, startGraphqlApp } from '../../../test/harness/graphql-test-app.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';

describe('GET /server/specs/graphql[/items|/system]', () => {
  let server: TestServer;
  let app: { url: string; close(): Promise<void> };
  const editorToken = 'sdl-editor-token';
  const sdl = async (path: string, token?: string) => {
    const response = await fetch(`${app.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.server.ctx.db;
    await createGraphqlTables(db);
    server.server.ctx.schema.invalidate();
    const role = await server.createRole({ name: 'Editor' });
    await db('directus_permissions').insert({ role, collection: 'articles', action: 'read', fields: 'id,title,author', permissions: '{}' });
    await server.createUser({ role, token: editorToken });
    app = await startGraphqlApp(server.server.ctx, smallSchemaSource());
  });
  afterAll(async () => {
    await app?.close();
    await server?.close();
  });

  it('downloads the SDL of the caller’s schema as application/graphql, named after the project and the day', async () => {
    const answer = await sdl('/server/specs/graphql', server.adminToken);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/graphql; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename=".+_\d{4}-\d{2}-\d{2}\.graphql"$/);
    expect(answer.text).toContain('type articles {');
    expect(answer.text).toMatch(/\n {2}secret: String\n/);
    expect((await sdl('/server/specs/graphql/items', server.adminToken)).text).toBe(answer.text);
  });

  it('leaves out what the role may not read: no `secret` in the editor’s SDL', async () => {
    const answer = await sdl('/server/specs/graphql/items', editorToken);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('type articles {');
    expect(answer.text).toContain('title: String');
    expect(answer.text).not.toContain('secret');
  });

  it('answers the system scope with its extras', async () => {
    const answer = await sdl('/server/specs/graphql/system', editorToken);
    expect(answer.text).toContain('auth_login(');
    expect(answer.text).toContain('users_me: directus_users');
  });

  it('refuses the public caller (introspection is for signed-in callers by default) and unknown scopes', async () => {
    expect((await sdl('/server/specs/graphql')).status).toBe(403);
    const unknown = await sdl('/server/specs/graphql/__proto__', server.adminToken);
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.text).errors[0].extensions.code).toBe('ROUTE_NOT_FOUND');
  });
});

describe('GET /server/specs/graphql with GRAPHQL_INTROSPECTION=false', () => {
  it('is not served at all, as in the reference', async () => {
    const server = await startTestServer({ env: { GRAPHQL_INTROSPECTION: 'false' } });
    const app = await startGraphqlApp(server.server.ctx, smallSchemaSource());
    try {
      const response = await fetch(`${app.url}/server/specs/graphql`, { headers: { authorization: `Bearer ${server.adminToken}` } });
      expect(response.status).toBe(404);
    } finally {
      await app.close();
      await server.close();
    }
  });
});
