import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { connectWs, run, startGraphqlWsApp, until, type GraphqlWsApp } from '../../../test/harness/graphql-ws-kit.js';
import { createGraphqlTables } from '../../../test/harness/graphql-test-app.js';
import { name, value } from '../../../test/harness/fuzz-arbitraries.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { fuzzRuns } from '../../../test/harness/slow-tests.js';

/** Frames a client may send after `connection_init`: junk text, random messages, `subscribe` with random payloads. */
const frame = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.json({ maxDepth: 4 }),
  fc
    .record({
      type: fc.oneof(name, fc.constantFrom('ping', 'pong', 'complete', 'subscribe', 'connection_init')),
      id: fc.oneof(name, fc.integer()),
      payload: value,
    })
    .map((m) => JSON.stringify(m)),
  fc
    .record({
      id: name,
      query: fc.oneof(
        fc.string({ maxLength: 120 }),
        fc.constantFrom(
          'subscription { articles_mutated { key data { title } } }',
          'subscription($e: EventEnum) { articles_mutated(event: $e) { event } }',
          '{ articles { title author { name articles { title } } } }',
          'subscription { __proto___mutated { key } }',
          '{ __schema { types { name } } }',
        ),
      ),
      variables: fc.oneof(fc.constant(undefined), fc.dictionary(name, value, { maxKeys: 3 }), value),
      operationName: fc.oneof(fc.constant(undefined), name, value),
    })
    .map(({ id, ...payload }) => JSON.stringify({ type: 'subscribe', id, payload })),
);

function waitFor(check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (!check()) return;
      clearInterval(timer);
      resolve();
    }, 5);
  });
}

describe('graphql-ws message fuzzing', () => {
  let server: TestServer;
  let app: GraphqlWsApp;

  beforeAll(async () => {
    server = await startTestServer({ env: { WEBSOCKETS_ENABLED: 'true' } });
    await createGraphqlTables(server.server.ctx.db);
    server.server.ctx.schema.invalidate();
    app = await startGraphqlWsApp(server.server.ctx);
  });
  afterAll(async () => {
    await app?.close();
    await server?.close();
  });

  it('answers or closes with a client error code on any frame, never an internal error, and keeps serving', async () => {
    const before = server.server.ctx.realtime!.size;
    await fc.assert(
      fc.asyncProperty(frame, async (text) => {
        const socket = new WebSocket(app.wsUrl(), 'graphql-transport-ws');
        const messages: Record<string, unknown>[] = [];
        const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
        socket.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
        await new Promise((resolve) => socket.once('open', resolve));
        socket.send(JSON.stringify({ type: 'connection_init', payload: { access_token: server.adminToken } }));
        await waitFor(() => messages.some((message) => message.type === 'connection_ack'));
        socket.send(text);
        // A ping after the frame: its pong shows the socket is still served; a close shows how it ended.
        socket.send(JSON.stringify({ type: 'ping' }));
        const outcome = await Promise.race([closed, waitFor(() => messages.some((message) => message.type === 'pong')).then(() => 'pong')]);
        socket.terminate();
        if (outcome !== 'pong') expect([4400, 4403, 4409, 4429, 1009]).toContain(outcome);
        for (const message of messages)
          if (message.type === 'error') expect(JSON.stringify(message)).not.toContain('INTERNAL_SERVER_ERROR');
      }),
      { numRuns: fuzzRuns(60) },
    );
    // Subscriptions of terminated sockets are gone from the broker.
    const deadline = Date.now() + 5000;
    while (server.server.ctx.realtime!.size !== before && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.server.ctx.realtime!.size).toBe(before);
  });
});

describe('graphql-ws and hostile names', () => {
  it('subscribes to a collection named `constructor` with a `toString` field like any other', async () => {
    const server = await startTestServer({ env: { WEBSOCKETS_ENABLED: 'true' } });
    const app = await startGraphqlWsApp(server.server.ctx);
    const ws = connectWs(app.wsUrl(), { access_token: server.adminToken });
    try {
      await server.server.ctx.db.schema.createTable('constructor', (t) => {
        t.increments('id');
        t.string('toString', 50);
      });
      await server.server.ctx.db('directus_collections').insert({ collection: 'constructor' });
      server.server.ctx.schema.invalidate();
      const seen = run(ws.client, 'subscription { constructor_mutated { key event data { toString } } }');
      await until(() => server.server.ctx.realtime!.size === 1);
      const response = await server.asAdmin('/items/constructor', { method: 'POST', json: { toString: 'hostile' } });
      expect(response.status).toBe(200);
      await seen.waitFor(1);
      expect(seen.results).toEqual([{ data: { constructor_mutated: { key: '1', event: 'create', data: { toString: 'hostile' } } } }]);
    } finally {
      await ws.dispose();
      await app.close();
      await server.close();
    }
  });
});
