import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogSchema, seedBlog } from '../../../test/harness/blog-schema.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The endpoint over the generated schema of the real server (no hand-made schema): the blog of the items tests. */
describe.each(DATABASES)('/graphql over the generated schema on %s', (client) => {
  let server: TestServer;
  let db: Knex;
  const editorToken = `graphql-editor-${client}`;
  const post = async (path: string, body: unknown, token: string | null = null) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${server.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
  };
  const counting = async <T>(work: () => Promise<T>) => {
    const statements: string[] = [];
    const listen = (query: { sql: string }) => statements.push(query.sql);
    db.on('query', listen);
    try {
      return { result: await work(), statements };
    } finally {
      db.removeListener('query', listen);
    }
  };

  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOGIN_STALL_TIME: '0' } });
    db = server.server.ctx.db;
    await createBlogSchema(db, client);
    await seedBlog(db, client);
    server.server.ctx.schema.invalidate();
    // An editor who reads articles without their body, and authors.
    const role = await server.createRole({ name: 'Editor' });
    await db('directus_permissions').insert([
      { role, collection: 'articles', action: 'read', fields: 'id,title,status,views,author', permissions: '{}' },
      { role, collection: 'authors', action: 'read', fields: '*', permissions: '{}' },
    ]);
    await server.createUser({ role, token: editorToken, email: `editor-${client}@example.com`, first_name: 'Ed' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers a list with an m2o and an o2m as REST does, over POST and GET', async () => {
    const query = '{ articles(sort: ["id"], limit: 2) { id title author { name } comments(sort: ["sort"]) { body } } }';
    const answer = await post('/graphql', { query }, server.adminToken);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: {
        articles: [
          { id: '1', title: 'Hello World', author: { name: 'Ann' }, comments: [{ body: 'Great' }, { body: 'Nice' }] },
          { id: '2', title: expect.any(String), author: expect.anything(), comments: [] },
        ],
      },
    });
    const viaGet = await fetch(`${server.url}/graphql?${new URLSearchParams({ query })}`, {
      headers: { authorization: `Bearer ${server.adminToken}` },
    });
    expect(await viaGet.json()).toEqual(answer.body);
  });

  it('refuses depth 60, 5,000 aliases and amplifying nested limits without a single SQL statement', async () => {
    let inner = 'id';
    for (let level = 59; level >= 1; level--) inner = `${level % 2 === 1 ? 'articles' : 'author'} { ${inner} }`;
    const aliases = `{ articles(limit: 1) { ${Array.from({ length: 5000 }, (_, i) => `a${i}: title`).join(' ')} } }`;
    await post('/graphql', { query: '{ articles(limit: 1) { id } }' }, server.adminToken);
    for (const query of [`{ ${inner} }`, aliases, '{ authors(limit: 1000) { articles(limit: 1000) { id } } }']) {
      const { result, statements } = await counting(() => post('/graphql', { query }, server.adminToken));
      expect(result.status, JSON.stringify(result.body).slice(0, 300)).toBe(400);
      expect(result.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION');
      expect(statements.filter((sql) => /articles|authors/.test(sql))).toEqual([]);
    }
  });

  it('serves each role the SDL of its own schema: the body the editor may not read is absent', async () => {
    const sdl = async (token: string) => {
      const response = await fetch(`${server.url}/server/specs/graphql/items`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.headers.get('content-type')).toBe('application/graphql; charset=utf-8');
      return response.text();
    };
    const admin = await sdl(server.adminToken);
    const editor = await sdl(editorToken);
    const articlesType = (text: string) => /type articles \{[^}]*\}/.exec(text)?.[0] ?? '';
    expect(articlesType(admin)).toMatch(/\n {2}body: String/);
    expect(articlesType(editor)).toContain('title: String');
    expect(articlesType(editor)).not.toContain('body');
    expect(editor).not.toContain('type tags');
  });

  it('signs in through /graphql/system and reads users_me through the generated directus_users type', async () => {
    const login = await post('/graphql/system', {
      query: 'mutation ($e: String!) { auth_login(email: $e, password: "User-password-1!") { access_token } }',
      variables: { e: `editor-${client}@example.com` },
    });
    const token = login.body.data?.auth_login?.access_token as string;
    expect(token, JSON.stringify(login.body)).toEqual(expect.any(String));
    const me = await post('/graphql/system', { query: '{ me: users_me { id mail: email first_name } }' }, token);
    expect(me.body, JSON.stringify(me.body)).toEqual({
      data: { me: { id: expect.any(String), mail: `editor-${client}@example.com`, first_name: 'Ed' } },
    });
    const update = await post(
      '/graphql/system',
      { query: 'mutation { update_users_me(data: { first_name: "Edd" }) { first_name } }' },
      token,
    );
    expect(update.body).toEqual({ data: { update_users_me: { first_name: 'Edd' } } });
    const read = await post('/graphql', { query: '{ articles(limit: 1, sort: ["id"]) { title } }' }, token);
    expect(read.body).toEqual({ data: { articles: [{ title: 'Hello World' }] } });
  });

  it('refuses, unrun, what the editor may not read: a hidden field, a collection without a rule', async () => {
    // The admin's schema validates the same text first: what one schema accepted must not carry over to another.
    expect((await post('/graphql', { query: '{ articles { id body } }' }, server.adminToken)).status).toBe(200);
    for (const query of ['{ articles { id body } }', '{ tags { id } }']) {
      const { result, statements } = await counting(() => post('/graphql', { query }, editorToken));
      expect(result.status).toBe(400);
      expect(result.body.errors[0].extensions.errors[0].message).toMatch(/Cannot query field "(body|tags)"/);
      expect(statements.filter((sql) => /articles|tags/.test(sql))).toEqual([]);
    }
  });

  it('keeps introspection from the public by default', async () => {
    const answer = await post('/graphql', { query: '{ __schema { types { name } } }' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].extensions.errors[0].message).toContain('introspection');
  });
});
