import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogSchema, seedBlog } from '../../../test/harness/blog-schema.js';
import { connectWs, run, startGraphqlWsApp, until, type GraphqlWsApp, type WsClient } from '../../../test/harness/graphql-ws-kit.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The fragments of issue 38: each spreads the one before twice, so `levels` of them expand to 2 · 2^levels + 1 fields. */
const fragments = (levels: number, type: string, leaves: string) =>
  `fragment F0 on ${type} { ${leaves} } ${Array.from({ length: levels }, (_, i) => `fragment F${i + 1} on ${type} { ...F${i} ...F${i} }`).join(' ')}`;

interface Target {
  name: string;
  path: '/graphql' | '/graphql/system';
  /** The caller: anonymous (the public role reads articles) or a signed-in editor. */
  token: () => string | null;
  hostile: (levels: number) => string;
  /** The same selection without fragments: what the hostile document must answer when it is let through. */
  plain: string;
}

/**
 * A small document whose fragments fan out 2^n (issue 38: n = 14 took 5–9 s and starved every other
 * request into 503 "Under pressure"), anonymous on /graphql and as any signed-in user on
 * /graphql/system's `users_me`. At the default GRAPHQL_QUERY_FIELD_LIMIT it is refused before any
 * schema work; with the limit raised out of the way it is answered, as graphql-js executes it, by
 * expanding each fragment once. Either way it answers within a second and /server/ping, asked
 * while it runs, within 100 ms.
 */
describe('GraphQL fragment fan-out', () => {
  let server: TestServer;
  let raised: GraphqlWsApp;
  let editorToken: string;
  const open: WsClient[] = [];
  const targets: Target[] = [
    {
      name: 'anonymous { articles } on /graphql',
      path: '/graphql',
      token: () => null,
      hostile: (levels) => `{ articles { ...F${levels} } } ${fragments(levels, 'articles', 'id title')}`,
      plain: '{ articles { id title } }',
    },
    {
      name: "a signed-in editor's users_me on /graphql/system",
      path: '/graphql/system',
      token: () => editorToken,
      hostile: (levels) => `{ users_me { ...F${levels} } } ${fragments(levels, 'users', 'id email')}`,
      plain: '{ users_me { id email } }',
    },
  ];

  interface Answer {
    status: number;
    body: Json;
    ms: number;
  }
  const post = async (url: string, target: Target, query: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const token = target.token();
    if (token) headers.authorization = `Bearer ${token}`;
    const started = performance.now();
    const response = await fetch(`${url}${target.path}`, { method: 'POST', headers, body: JSON.stringify({ query }) });
    const answer: Answer = { status: response.status, body: (await response.json()) as Json, ms: performance.now() - started };
    return answer;
  };

  /**
   * Three copies of `query` at once, and /server/ping asked over and over until they have all
   * answered; three rounds. Every answer is returned; the timings are those of the calmest round
   * (its slowest answer and slowest ping): the machine running the tests is shared, and a slice of
   * scheduler noise is not the document's cost. Before the fix every round took seconds.
   */
  const underFire = async (url: string, target: Target, query: string, label: string) => {
    const rounds: { answers: Answer[]; pings: number[] }[] = [];
    for (let round = 0; round < 3; round++) {
      let settled = false;
      const answers = Promise.all([1, 2, 3].map(() => post(url, target, query))).finally(() => (settled = true));
      const pings: number[] = [];
      while (!settled || pings.length < 3) {
        const started = performance.now();
        const ping = await fetch(`${url}/server/ping`);
        expect(`${ping.status} ${await ping.text()}`).toBe('200 pong');
        pings.push(performance.now() - started);
      }
      rounds.push({ answers: await answers, pings });
    }
    const slowest = (values: number[]) => Math.max(...values);
    const timings = rounds.map(
      (round) => `${round.answers.map((answer) => answer.ms.toFixed(0)).join('/')} (ping ${slowest(round.pings).toFixed(0)})`,
    );
    console.log(`${target.path} ${label}: answered in ${timings.join(', ')} ms`);
    return {
      answers: rounds.flatMap((round) => round.answers),
      answerMs: Math.min(...rounds.map((round) => slowest(round.answers.map((answer) => answer.ms)))),
      pingMs: Math.min(...rounds.map((round) => slowest(round.pings))),
    };
  };

  beforeAll(async () => {
    server = await startTestServer({ env: { WEBSOCKETS_ENABLED: 'true', LOGIN_STALL_TIME: '0' } });
    const { db } = server.server.ctx;
    await createBlogSchema(db, 'sqlite3');
    await seedBlog(db, 'sqlite3');
    await db('directus_permissions').insert([
      { role: null, collection: 'articles', action: 'read', fields: 'id,title', permissions: '{}' },
    ]);
    const role = await server.createRole({ name: 'Editor' });
    editorToken = 'fanout-editor-token';
    await server.createUser({ role, token: editorToken, email: 'fanout-editor@example.com' });
    server.server.ctx.schema.invalidate();
    await server.server.ctx.permissions.invalidate();
    raised = await startGraphqlWsApp(server.server.ctx, { GRAPHQL_QUERY_FIELD_LIMIT: 100_000_000 });
    // Warm both apps (schemas generated, tokens cached, the refusal's code compiled, a connection for
    // the pings), so timings measure the documents themselves: 13 levels are 16,385 fields.
    for (const target of targets) {
      expect((await post(server.url, target, target.plain)).status).toBe(200);
      expect((await post(server.url, target, target.hostile(13))).status).toBe(400);
      expect((await post(raised.url, target, target.plain)).status).toBe(200);
    }
    for (const url of [server.url, raised.url]) expect((await fetch(`${url}/server/ping`)).status).toBe(200);
  });
  afterAll(async () => {
    await Promise.all(open.map((ws) => ws.dispose()));
    await raised?.close();
    await server?.close();
  });

  describe.each(targets)('$name', (target) => {
    it.each([14, 20])('refuses %i levels at the default GRAPHQL_QUERY_FIELD_LIMIT within a second, /server/ping unhurt', async (levels) => {
      const fire = await underFire(server.url, target, target.hostile(levels), `n=${levels} (default limit)`);
      for (const answer of fire.answers) {
        expect(answer.status).toBe(400);
        expect(answer.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION');
        expect(answer.body.errors[0].extensions.errors[0].message).toBe(
          'The operation selects more than 10000 fields once its fragments are expanded.',
        );
      }
      expect(fire.answerMs).toBeLessThan(1000);
      expect(fire.pingMs).toBeLessThan(100);
    });

    it.each([14, 20])(
      'answers %i levels as the plain query when the limit allows them, within a second, /server/ping unhurt',
      async (levels) => {
        const expected = (await post(raised.url, target, target.plain)).body;
        expect(expected.data).toBeTruthy();
        const fire = await underFire(raised.url, target, target.hostile(levels), `n=${levels} (limit raised)`);
        for (const answer of fire.answers) {
          expect(answer.status).toBe(200);
          expect(answer.body).toEqual(expected);
        }
        expect(fire.answerMs).toBeLessThan(1000);
        expect(fire.pingMs).toBeLessThan(100);
      },
    );
  });

  it('refuses a subscription whose fragments fan out past the limit, and delivers one the limit allows', async () => {
    const subscription = (levels: number) =>
      `subscription { articles_mutated { key data { ...F${levels} } } } ${fragments(levels, 'articles', 'id title')}`;
    const atDefault = connectWs(server.url.replace('http', 'ws') + '/graphql', { access_token: server.adminToken });
    const atRaised = connectWs(raised.wsUrl(), { access_token: server.adminToken });
    open.push(atDefault, atRaised);
    await Promise.all([atDefault.connected, atRaised.connected]);
    const refused = run(atDefault.client, subscription(14));
    await refused.settled();
    expect(JSON.stringify(refused.errors)).toContain('selects more than 10000 fields once its fragments are expanded');

    const before = server.server.ctx.realtime!.size;
    const started = performance.now();
    const changes = run(atRaised.client, subscription(20));
    await until(() => server.server.ctx.realtime!.size === before + 1);
    console.log(`subscription n=20 (limit raised): subscribed in ${(performance.now() - started).toFixed(0)} ms`);
    expect(performance.now() - started).toBeLessThan(1000);
    const created = await server.asAdmin('/items/articles', { method: 'POST', json: { title: 'Fan-out' } });
    const { id } = ((await created.json()) as Json).data;
    await changes.waitFor(1);
    expect(changes.results).toEqual([{ data: { articles_mutated: { key: String(id), data: { id: String(id), title: 'Fan-out' } } } }]);
  });
});
