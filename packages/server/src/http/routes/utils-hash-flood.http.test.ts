import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../../test/harness/start-test-server.js';
import { TEST_DATABASES, testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

/** A request's status and when its answer had been read (ms since the flood started). */
type Finished = { status: number; code: string | undefined; retryAfter: string | null; at: number };

const hashRequest = (server: TestServer, index: number, token?: string) =>
  server.request('/utils/hash/generate', { method: 'POST', json: { string: `flood ${index}` }, ...(token ? { token } : {}) });

/**
 * Issue 38, point 1: `/utils/hash/*` is open to anyone at argon2's full cost. A flood of it must not
 * delay sign-ins (hashes take a few process-wide slots, sign-ins first) and is cut off per caller.
 */
describe.each(DATABASES)('a /utils/hash flood on %s', (client) => {
  let server: TestServer;

  beforeAll(async () => {
    // At argon2's production cost (~100 ms a hash): the order of sign-ins and hashes is the subject.
    server = await startTestServer({ client, productionHashCost: true });
  });
  afterAll(async () => server?.close());

  it('lets a sign-in through ahead of 24 parallel anonymous hash requests, and refuses those past the limit (429)', async () => {
    const started = performance.now();
    const finish = async (response: Promise<Response>): Promise<Finished> => {
      const answer = await response;
      const body = (await answer.json()) as { errors?: Array<{ extensions: { code: string } }> };
      const code = body.errors?.[0]?.extensions.code;
      return { status: answer.status, code, retryAfter: answer.headers.get('retry-after'), at: performance.now() - started };
    };
    let firstAnswer!: () => void;
    const firstAnswered = new Promise<void>((resolve) => (firstAnswer = resolve));
    const flood = Array.from({ length: 24 }, (_, index) => finish(hashRequest(server, index)).finally(firstAnswer));
    // Once anything of the flood is answered (a refusal, or the first hash: argon2 takes ~100 ms),
    // every request of it has reached the server and waits for a hash.
    await firstAnswered;
    const signIn = await finish(
      server.request('/auth/login', { method: 'POST', json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } }),
    );
    const answers = await Promise.all(flood);

    expect(signIn.status).toBe(200);
    // RATE_LIMITER_HASH_POINTS (10 a minute) per caller; the others are refused at once, unrun.
    const limit = server.config.RATE_LIMITER_HASH_POINTS;
    const hashed = answers.filter((answer) => answer.status === 200);
    expect(hashed).toHaveLength(limit);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(24 - limit);
    for (const answer of refused)
      expect(answer).toMatchObject({ status: 429, code: 'REQUESTS_EXCEEDED', retryAfter: expect.stringMatching(/^\d+$/) });

    const before = hashed.filter((answer) => answer.at < signIn.at).length;
    // Waiting in line behind the flood, the sign-in would come last; first in line, it waits for
    // the hashes already running only, and every later one finishes after it.
    expect(before).toBeLessThan(hashed.length - before);
  });

  it('counts a signed-in caller apart from its IP, and invalid payloads not at all', async () => {
    await server.createUser({ role: await server.createRole(), token: 'hash-flood-user-token' });
    const limit = server.config.RATE_LIMITER_HASH_POINTS;
    // This IP's anonymous budget spent (already, after the flood test).
    let anonymous = 0;
    for (let index = 0; index <= limit && anonymous !== 429; index += 1) {
      const answer = await hashRequest(server, index);
      anonymous = answer.status;
      await answer.arrayBuffer();
    }
    expect(anonymous).toBe(429);
    const refusedPayload = await server.request('/utils/hash/generate', { method: 'POST', token: 'hash-flood-user-token', json: {} });
    expect(refusedPayload.status).toBe(400);
    const statuses: number[] = [];
    for (let index = 0; index <= limit; index += 1) {
      const answer = await hashRequest(server, index, 'hash-flood-user-token');
      statuses.push(answer.status);
      await answer.arrayBuffer();
    }
    expect(statuses).toEqual([...Array<number>(limit).fill(200), 429]);
    // verify shares the budget: it costs as much as generate.
    const hash = `$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHRzb21lc2FsdA$MoFvphU0pRHJkBm3dLy/xUU9Ssc/Rlq++gHn3kJ/Fvw`;
    const verify = await server.request('/utils/hash/verify', {
      method: 'POST',
      token: 'hash-flood-user-token',
      json: { string: 'x', hash },
    });
    expect(verify.status).toBe(429);
  });
});

/** RATE_LIMITER_STORE=redis: the hash budget of a caller is one across every instance. */
describe.each(TEST_DATABASES.slice(0, 1))('the /utils/hash limit across two instances on %s', (client) => {
  const env = {
    RATE_LIMITER_STORE: 'redis',
    REDIS: 'redis://127.0.0.1:6379',
    // Counters of this run only: other test files share the Redis.
    RATE_LIMITER_NAMESPACE: `tessera-test-hash-${process.pid}-${Date.now()}`,
  };
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer({ client, env });
    b = await startTestServer({ client, env, database: a.database });
  });
  afterAll(async () => {
    await b?.server.close();
    await a?.close();
  });

  it('refuses on one instance what the other already spent', async () => {
    const limit = a.config.RATE_LIMITER_HASH_POINTS;
    const statuses: number[] = [];
    for (let index = 0; index <= limit; index += 1) {
      const answer = await hashRequest(index % 2 === 0 ? a : b, index);
      statuses.push(answer.status);
      await answer.arrayBuffer();
    }
    expect(statuses).toEqual([...Array<number>(limit).fill(200), 429]);
  });
});
