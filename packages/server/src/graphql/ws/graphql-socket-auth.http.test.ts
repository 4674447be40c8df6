import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { connectWs, run, startGraphqlWsApp, until, type GraphqlWsApp, type WsClient } from '../../../test/harness/graphql-ws-kit.js';
import { MAX_OPERATIONS_PER_CONNECTION } from './graphql-socket-hub.js';
import { createGraphqlTables } from '../../../test/harness/graphql-test-app.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';

const PROTOCOL = 'graphql-transport-ws';
const MUTATED = 'subscription { articles_mutated { key event data { title } } }';

/** A raw socket speaking graphql-transport-ws, for what a well-behaved client would never send. */
async function rawSocket(url: string, options: { autoPong?: boolean } = {}) {
  const socket = new WebSocket(url, PROTOCOL, options);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, closed };
}

/** The HTTP status an upgrade is refused with (0 when it was accepted). */
function upgradeStatus(url: string): Promise<number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, PROTOCOL);
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? -1);
      socket.terminate();
    });
    socket.once('open', () => {
      resolve(0);
      socket.close();
    });
    socket.once('error', () => {});
  });
}

describe('graphql-ws authentication and abuse', () => {
  let server: TestServer;
  let app: GraphqlWsApp;
  const apps: GraphqlWsApp[] = [];
  const open: WsClient[] = [];
  const connect = (target: GraphqlWsApp, params?: Record<string, unknown>, path?: string) => {
    const ws = connectWs(target.wsUrl(path), params);
    open.push(ws);
    return ws;
  };
  const withConfig = async (config: Parameters<typeof startGraphqlWsApp>[1]) => {
    const started = await startGraphqlWsApp(server.server.ctx, config);
    apps.push(started);
    return started;
  };
  const createArticle = async (title: string, author: number) => {
    const response = await server.asAdmin('/items/articles', { method: 'POST', json: { title, author } });
    expect(response.status).toBe(200);
  };

  beforeAll(async () => {
    server = await startTestServer({ env: { WEBSOCKETS_ENABLED: 'true', LOGIN_STALL_TIME: '0', ACCESS_TOKEN_TTL: '3s' } });
    const { db } = server.server.ctx;
    await createGraphqlTables(db);
    server.server.ctx.schema.invalidate();
    // The public role reads the articles of author 3 only.
    await db('directus_permissions').insert({
      role: null,
      collection: 'articles',
      action: 'read',
      permissions: JSON.stringify({ author: { _eq: 3 } }),
      fields: 'id,title',
    });
    await server.server.ctx.permissions.invalidate();
    app = await withConfig({ WEBSOCKETS_MAX_MESSAGE_SIZE: 2048, WEBSOCKETS_RATE_LIMIT_POINTS: 20 });
  });
  afterAll(async () => {
    await Promise.all(open.map((ws) => ws.dispose()));
    for (const started of apps) await started.close();
    await server?.close();
  });

  it('handshake: refuses connection_init without a token, with a bad one, or a hostile payload (4403)', async () => {
    for (const params of [
      undefined,
      { access_token: 'not-a-token' },
      { access_token: { __proto__: { admin: true } } },
      { access_token: '' },
    ]) {
      const ws = connect(app, params);
      expect((await ws.closed).code).toBe(4403);
    }
  });

  it("handshake: refuses a token whose role's IP allow-list excludes the caller, or that must set up 2FA first (4403)", async () => {
    await server.createUser({ role: await server.createRole({ ip_access: '10.9.8.7' }), token: 'fenced-static-token' });
    await server.createUser({ role: await server.createRole({ enforce_tfa: true }), token: 'no-tfa-static-token' });
    await server.createUser({ role: await server.createRole(), token: 'plain-static-token' });
    for (const token of ['fenced-static-token', 'no-tfa-static-token'])
      expect((await connect(app, { access_token: token }).closed).code).toBe(4403);
    const ok = connect(app, { access_token: 'plain-static-token' });
    await ok.connected;
  });

  it('handshake: a connection that never sends connection_init is closed after WEBSOCKETS_GRAPHQL_AUTH_TIMEOUT (4408)', async () => {
    const quick = await withConfig({ WEBSOCKETS_GRAPHQL_AUTH_TIMEOUT: 1 });
    const { closed } = await rawSocket(quick.wsUrl());
    expect((await closed).code).toBe(4408);
  });

  it('strict: refuses an unauthenticated upgrade (401), takes ?access_token=', async () => {
    const strict = await withConfig({ WEBSOCKETS_GRAPHQL_AUTH: 'strict' });
    expect(await upgradeStatus(strict.wsUrl())).toBe(401);
    expect(await upgradeStatus(strict.wsUrl('/graphql?access_token=wrong'))).toBe(401);
    const ws = connect(strict, undefined, `/graphql?access_token=${server.adminToken}`);
    const answer = run(ws.client, '{ articles(limit: 1) { title } }');
    await answer.waitFor(1);
    expect(answer.results).toEqual([{ data: { articles: [{ title: 'First' }] } }]);
  });

  it('public: an anonymous connection works as the public role, subscriptions included', async () => {
    const publicApp = await withConfig({ WEBSOCKETS_GRAPHQL_AUTH: 'public' });
    const ws = connect(publicApp);
    const read = run(ws.client, '{ articles { title } }');
    await read.waitFor(1);
    expect(read.results).toEqual([{ data: { articles: [{ title: 'Third' }] } }]);
    const before = server.server.ctx.realtime!.size;
    const seen = run(ws.client, MUTATED);
    await until(() => server.server.ctx.realtime!.size === before + 1);
    await createArticle('Not public', 1);
    await createArticle('Public', 3);
    await seen.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen.results.map((result) => result.data.articles_mutated.data)).toEqual([{ title: 'Public' }]);
    // A hidden field is not in the public schema.
    const refused = run(ws.client, '{ articles { secret } }');
    await refused.settled();
    expect(JSON.stringify(refused.errors)).toContain('GRAPHQL_VALIDATION');
    // GRAPHQL_INTROSPECTION=authenticated (the default): not for anonymous callers, over the socket either.
    const introspection = run(ws.client, '{ __schema { queryType { name } } }');
    await introspection.settled();
    expect(JSON.stringify(introspection.errors)).toContain('GRAPHQL_VALIDATION');
    expect(JSON.stringify(introspection.errors)).toContain('introspection has been disabled');
  });

  it('closes only the socket that sends an oversized, malformed, binary or flooding message', async () => {
    const steady = connect(app, { access_token: server.adminToken });
    const before = server.server.ctx.realtime!.size;
    const seen = run(steady.client, MUTATED);
    await until(() => server.server.ctx.realtime!.size === before + 1);

    const big = await rawSocket(app.wsUrl());
    big.socket.send(JSON.stringify({ type: 'connection_init', payload: { pad: 'x'.repeat(4096) } }));
    expect((await big.closed).code).toBe(1009);
    const malformed = await rawSocket(app.wsUrl());
    malformed.socket.send('{"type":');
    expect((await malformed.closed).code).toBe(4400);
    const unknown = await rawSocket(app.wsUrl());
    unknown.socket.send(JSON.stringify({ type: 'constructor' }));
    expect((await unknown.closed).code).toBe(4400);
    const binary = await rawSocket(app.wsUrl());
    binary.socket.send(Buffer.from('{"type":"ping"}'));
    expect((await binary.closed).code).toBe(4400);
    const flood = await rawSocket(app.wsUrl());
    for (let i = 0; i < 50; i++) flood.socket.send(JSON.stringify({ type: 'ping' }));
    expect((await flood.closed).code).toBe(4429);

    await createArticle('Still delivered', 2);
    await seen.waitFor(1);
    expect(seen.results[0]?.data.articles_mutated.data).toEqual({ title: 'Still delivered' });
  });

  it('refuses operations past the per-connection bound with LIMIT_EXCEEDED, keeping the socket', async () => {
    // Room in the flood limit for a hundred operations in one second.
    const roomy = await withConfig({ WEBSOCKETS_RATE_LIMIT_POINTS: 1000 });
    const ws = connect(roomy, { access_token: server.adminToken });
    const before = server.server.ctx.realtime!.size;
    const held = Array.from({ length: MAX_OPERATIONS_PER_CONNECTION }, () => run(ws.client, MUTATED));
    await until(() => server.server.ctx.realtime!.size === before + MAX_OPERATIONS_PER_CONNECTION, 20_000);
    const refused = run(ws.client, MUTATED);
    await refused.settled();
    expect(refused.errors).toEqual([[expect.objectContaining({ extensions: { code: 'LIMIT_EXCEEDED' } })]]);
    expect(held.every((operation) => operation.errors.length === 0)).toBe(true);
    await ws.dispose();
    await until(() => server.server.ctx.realtime!.size === before);
  });

  it('refuses upgrades past WEBSOCKETS_GRAPHQL_CONN_LIMIT with 503', async () => {
    const limited = await withConfig({ WEBSOCKETS_GRAPHQL_CONN_LIMIT: 1 });
    const first = connect(limited, { access_token: server.adminToken });
    await first.connected;
    expect(await upgradeStatus(limited.wsUrl())).toBe(503);
    await first.dispose();
    await until(() => limited.app.websocketServer.clients.size === 0);
    expect(await upgradeStatus(limited.wsUrl())).toBe(0);
  });

  it('serves another WEBSOCKETS_GRAPHQL_PATH while GET /graphql stays an HTTP endpoint', async () => {
    const elsewhere = await withConfig({ WEBSOCKETS_GRAPHQL_PATH: '/subscriptions' });
    const ws = connect(elsewhere, { access_token: server.adminToken }, '/subscriptions');
    const answer = run(ws.client, '{ articles(limit: 1) { title } }');
    await answer.waitFor(1);
    expect(answer.results).toEqual([{ data: { articles: [{ title: 'First' }] } }]);
    const get = await fetch(`${elsewhere.url}/graphql?query=${encodeURIComponent('{ articles(limit: 1) { title } }')}`, {
      headers: { authorization: `Bearer ${server.adminToken}` },
    });
    expect(await get.json()).toEqual({ data: { articles: [{ title: 'First' }] } });
  });

  it('closes with 4403 when the token expires or the user is suspended', async () => {
    const role = await server.createRole();
    const expiring = await server.createUser({ role });
    const suspended = await server.createUser({ role });
    const a = connect(app, { access_token: (await server.login(expiring.email, expiring.password)).access_token });
    await a.connected;
    const b = connect(app, { access_token: (await server.login(suspended.email, suspended.password)).access_token });
    await b.connected;
    const response = await server.asAdmin(`/users/${suspended.id}`, { method: 'PATCH', json: { status: 'suspended' } });
    expect(response.status).toBe(200);
    expect(await b.closed).toEqual({ code: 4403, reason: 'Forbidden' });
    expect(await a.closed).toEqual({ code: 4403, reason: 'Token expired' });
  });

  it('terminates a connection that stops answering heartbeat pings', async () => {
    const beating = await withConfig({ WEBSOCKETS_HEARTBEAT_PERIOD: 1 });
    const silent = await rawSocket(beating.wsUrl(), { autoPong: false });
    silent.socket.send(JSON.stringify({ type: 'connection_init', payload: { access_token: server.adminToken } }));
    const healthy = connect(beating, { access_token: server.adminToken });
    await healthy.connected;
    expect((await silent.closed).code).toBe(1006);
    const stillUp = run(healthy.client, '{ articles(limit: 1) { title } }');
    await stillUp.waitFor(1);
    expect(stillUp.results).toEqual([{ data: { articles: [{ title: 'First' }] } }]);
  });
});

describe('graphql-ws on server close', () => {
  it('closes its sockets with 1001 when the app closes', async () => {
    const server = await startTestServer({ env: { WEBSOCKETS_ENABLED: 'true' } });
    try {
      const started = await startGraphqlWsApp(server.server.ctx);
      const ws = connectWs(started.wsUrl(), { access_token: server.adminToken });
      await ws.connected;
      // The app's own close (its hooks close the context's caches too, so this server is not used after).
      await started.app.close();
      expect((await ws.closed).code).toBe(1001);
    } finally {
      await server.close();
    }
  });
});
