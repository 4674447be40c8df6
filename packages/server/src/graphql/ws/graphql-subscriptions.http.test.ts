import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectWs, run, startGraphqlWsApp, until, type GraphqlWsApp, type WsClient } from '../../../test/harness/graphql-ws-kit.js';
import { createGraphqlTables } from '../../../test/harness/graphql-test-app.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

const MUTATED = 'subscription { articles_mutated { key event data { id title } } }';

describe.each(DATABASES)('graphql-ws subscriptions on %s', (client) => {
  let server: TestServer;
  let app: GraphqlWsApp;
  let tokenA: string;
  let tokenB: string;
  const open: WsClient[] = [];
  const connect = async (token: string) => {
    const ws = connectWs(app.wsUrl(), { access_token: token });
    open.push(ws);
    await ws.connected;
    return ws;
  };
  const subscriptions = () => server.server.ctx.realtime!.size;
  const rest = async (path: string, method: string, json?: unknown) => {
    const response = await server.asAdmin(path, { method, ...(json === undefined ? {} : { json }) });
    expect(response.status).toBeLessThan(300);
    return response.status === 204 ? null : ((await response.json()) as { data: Record<string, unknown> }).data;
  };

  beforeAll(async () => {
    server = await startTestServer({ client, env: { WEBSOCKETS_ENABLED: 'true', LOGIN_STALL_TIME: '0' } });
    const { db } = server.server.ctx;
    await createGraphqlTables(db);
    server.server.ctx.schema.invalidate();
    // Role A sees articles of author 1 without `secret`; role B those of author 2, every field.
    const roleA = await server.createRole({ name: 'A' });
    const roleB = await server.createRole({ name: 'B' });
    await db('directus_permissions').insert([
      {
        role: roleA,
        collection: 'articles',
        action: 'read',
        permissions: JSON.stringify({ author: { _eq: 1 } }),
        fields: 'id,title,author',
      },
      { role: roleB, collection: 'articles', action: 'read', permissions: JSON.stringify({ author: { _eq: 2 } }), fields: '*' },
      { role: roleB, collection: 'authors', action: 'read', permissions: '{}', fields: '*' },
    ]);
    await server.server.ctx.permissions.invalidate();
    const userA = await server.createUser({ role: roleA });
    const userB = await server.createUser({ role: roleB });
    tokenA = (await server.login(userA.email, userA.password)).access_token;
    tokenB = (await server.login(userB.email, userB.password)).access_token;
    app = await startGraphqlWsApp(server.server.ctx);
  });
  afterAll(async () => {
    await Promise.all(open.map((ws) => ws.dispose()));
    await app?.close();
    await server?.close();
  });

  it('delivers create/update/delete made over REST to each role as its rules allow', async () => {
    const [a, b, admin] = [await connect(tokenA), await connect(tokenB), await connect(server.adminToken)];
    const before = subscriptions();
    const seenA = run(a.client, MUTATED);
    const seenB = run(b.client, 'subscription { articles_mutated { key event data { title secret author { name } } } }');
    const seenAdmin = run(admin.client, MUTATED);
    await until(() => subscriptions() === before + 3);

    const mine = (await rest('/items/articles', 'POST', { title: 'For A', secret: 'x', author: 1 }))!;
    const theirs = (await rest('/items/articles', 'POST', { title: 'For B', secret: 'y', author: 2 }))!;
    await rest(`/items/articles/${mine.id}`, 'PATCH', { title: 'For A, edited' });
    await rest(`/items/articles/${theirs.id}`, 'DELETE');
    await seenAdmin.waitFor(4);
    await seenA.waitFor(2);
    await seenB.waitFor(2);
    // Give a wrongly routed event time to arrive before asserting it did not.
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(seenA.results).toEqual([
      { data: { articles_mutated: { key: String(mine.id), event: 'create', data: { id: String(mine.id), title: 'For A' } } } },
      { data: { articles_mutated: { key: String(mine.id), event: 'update', data: { id: String(mine.id), title: 'For A, edited' } } } },
      // B's article was never A's to read: its delete is not A's to hear of either.
    ]);
    expect(seenB.results).toEqual([
      {
        data: {
          articles_mutated: { key: String(theirs.id), event: 'create', data: { title: 'For B', secret: 'y', author: { name: 'Brian' } } },
        },
      },
      { data: { articles_mutated: { key: String(theirs.id), event: 'delete', data: null } } },
    ]);
    expect(seenAdmin.results.map((result) => result.data.articles_mutated.event)).toEqual(['create', 'create', 'update', 'delete']);
    expect(seenA.errors).toEqual([]);
    expect(seenB.errors).toEqual([]);
  });

  it('narrows to one event with the `event` argument, and aliases and fragments shape `data`', async () => {
    const admin = await connect(server.adminToken);
    const before = subscriptions();
    const updates = run(
      admin.client,
      'subscription { changed: articles_mutated(event: update) { event item: data { ...Parts } } } fragment Parts on articles { heading: title }',
    );
    await until(() => subscriptions() === before + 1);
    const created = (await rest('/items/articles', 'POST', { title: 'Draft', author: 3 }))!;
    await rest(`/items/articles/${created.id}`, 'PATCH', { title: 'Final' });
    await updates.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(updates.results).toEqual([{ data: { changed: { event: 'update', item: { heading: 'Final' } } } }]);
  });

  it("refuses selecting a field the role can't read: it is not in the role's schema", async () => {
    const a = await connect(tokenA);
    const refused = run(a.client, 'subscription { articles_mutated { key data { secret } } }');
    await refused.settled();
    expect(JSON.stringify(refused.errors)).toMatch(/Cannot query field \\"secret\\"|GRAPHQL_VALIDATION/);
    // The socket stays usable after a refused operation.
    const query = run(a.client, '{ articles { title } }');
    await query.waitFor(1);
    expect(query.results[0]).toEqual({ data: { articles: [{ title: 'First' }, { title: 'For A, edited' }] } });
  });

  it('refuses a subscription nested deeper than GRAPHQL_QUERY_DEPTH_LIMIT before it subscribes, as over HTTP', async () => {
    const admin = await connect(server.adminToken);
    const before = subscriptions();
    let nested = 'name';
    for (let i = 0; i < 12; i++) nested = `articles { author { ${nested} } }`;
    const refused = run(admin.client, `subscription { articles_mutated { data { author { ${nested} } } } }`);
    await refused.settled();
    expect(refused.errors).toEqual([
      [
        {
          message: 'GraphQL validation error.',
          extensions: {
            code: 'GRAPHQL_VALIDATION',
            errors: [{ message: 'The operation nests fields deeper than the limit of 20.', locations: [{ line: 1, column: 1 }] }],
          },
        },
      ],
    ]);
    expect(subscriptions()).toBe(before);
  });

  it('runs queries and mutations over the socket with the caller’s permissions', async () => {
    const a = await connect(tokenA);
    const denied = run(a.client, 'mutation { create_articles_item(data: { title: "nope" }) { id } }');
    await denied.settled();
    // Role A may create nothing: its schema has no mutation root, as over HTTP.
    expect(denied.results).toEqual([
      {
        data: null,
        errors: [expect.objectContaining({ message: 'Schema is not configured to execute mutation operation.' })],
      },
    ]);
    const admin = await connect(server.adminToken);
    const created = run(admin.client, 'mutation { create_articles_item(data: { title: "via socket" }) { title } }');
    await created.waitFor(1);
    expect({ results: created.results, errors: created.errors }).toEqual({
      results: [{ data: { create_articles_item: { title: 'via socket' } } }],
      errors: [],
    });
  });

  it('ends a subscription with a GraphQL error once its role may no longer read the collection', async () => {
    const { db } = server.server.ctx;
    const role = await server.createRole({ name: 'C' });
    const [permission] = await db('directus_permissions')
      .insert({ role, collection: 'articles', action: 'read', permissions: '{}', fields: 'id,title' })
      .returning('id');
    await server.server.ctx.permissions.invalidate();
    const user = await server.createUser({ role });
    const ws = await connect((await server.login(user.email, user.password)).access_token);
    const before = subscriptions();
    const seen = run(ws.client, MUTATED);
    await until(() => subscriptions() === before + 1);
    await db('directus_permissions')
      .where('id', typeof permission === 'object' ? permission.id : permission)
      .delete();
    await server.server.ctx.permissions.invalidate();
    await rest('/items/articles', 'POST', { title: 'After the rule went', author: 1 });
    await seen.settled();
    expect(seen.results).toEqual([]);
    expect(seen.errors).toEqual([[expect.objectContaining({ extensions: expect.objectContaining({ code: expect.any(String) }) })]]);
    await until(() => subscriptions() === before);
  });

  it('keeps GET and POST /graphql answering over HTTP on the route that also takes the upgrades', async () => {
    const query = '{ articles(limit: 1) { title } }';
    const headers = { authorization: `Bearer ${server.adminToken}` };
    const get = await fetch(`${app.url}/graphql?query=${encodeURIComponent(query)}`, { headers });
    expect(get.status).toBe(200);
    expect(await get.json()).toEqual({ data: { articles: [{ title: 'First' }] } });
    const post = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    expect(await post.json()).toEqual({ data: { articles: [{ title: 'First' }] } });
    const subscription = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ query: MUTATED }),
    });
    expect(await subscription.json()).toEqual({
      data: { articles_mutated: null },
      errors: [
        {
          message: 'Subscriptions are served over the GraphQL WebSocket only.',
          locations: [{ line: 1, column: 16 }],
          path: ['articles_mutated'],
          extensions: { code: 'INVALID_PAYLOAD' },
        },
      ],
    });
  });

  it('closes with 4403 a connection whose session ended by a password change from another session', async () => {
    const user = await server.createUser({ role: await server.createRole() });
    const ended = await server.login(user.email, user.password);
    const changer = await server.login(user.email, user.password);
    const ws = await connect(ended.access_token);
    const changed = await server.request('/users/me', {
      method: 'PATCH',
      token: changer.access_token,
      json: { password: 'A-new-password-2!' },
    });
    expect(changed.status).toBe(200);
    expect(await ws.closed).toEqual({ code: 4403, reason: 'Forbidden' });
  });

  it('unsubscribes from the broker when the client completes or disconnects', async () => {
    const admin = await connect(server.adminToken);
    const before = subscriptions();
    const dispose = admin.client.subscribe({ query: MUTATED }, { next: () => {}, error: () => {}, complete: () => {} });
    await until(() => subscriptions() === before + 1);
    dispose();
    await until(() => subscriptions() === before);
    run(admin.client, MUTATED);
    await until(() => subscriptions() === before + 1);
    await admin.dispose();
    await until(() => subscriptions() === before);
  });
});
