import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

const SALT = 'c29tZXNhbHRzb21lc2FsdA';
const DIGEST = 'MoFvphU0pRHJkBm3dLy/xUU9Ssc/Rlq++gHn3kJ/Fvw';

/**
 * Issue 12, point 8: anyone may call /utils/hash/verify, so the hash it sends must not choose argon2's
 * cost. Run with HASH_* unset (the harness lowers them elsewhere): the production cost is the subject.
 */
describe.each(DATABASES)('/utils/hash cost bounds on %s', (client) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ client, productionHashCost: true });
  });
  afterAll(async () => server?.close());

  const post = async (path: string, json: unknown) => {
    const started = performance.now();
    const response = await server.request(path, { method: 'POST', json });
    const body = (await response.json()) as { data?: unknown; errors?: Array<{ message: string; extensions: { code: string } }> };
    return { status: response.status, body, ms: performance.now() - started };
  };

  it.each([
    ['1 GiB of memory', `$argon2id$v=19$m=1048576,t=3,p=4$${SALT}$${DIGEST}`, "more than this server's argon2 cost"],
    ['4 GiB and 1000 passes', `$argon2id$v=19$m=4194304,t=1000,p=4$${SALT}$${DIGEST}`, "more than this server's argon2 cost"],
    ['more lanes', `$argon2i$v=19$m=65536,t=3,p=64$${SALT}$${DIGEST}`, "more than this server's argon2 cost"],
    ['a repeated parameter', `$argon2id$v=19$m=8,t=1,p=1,m=1048576$${SALT}$${DIGEST}`, 'has to be an argon2 hash'],
    ['a salt too short', `$argon2id$v=19$m=65536,t=3,p=4$abc$${DIGEST}`, 'has to be an argon2 hash'],
    ['a huge digest', `$argon2id$v=19$m=65536,t=3,p=4$${SALT}$${'A'.repeat(50_000)}`, 'has to be an argon2 hash'],
  ])('refuses a hash with %s at once, without running argon2 (400)', async (_name, hash, reason) => {
    const answer = await post('/utils/hash/verify', { string: 'correct horse', hash });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.extensions.code).toBe('INVALID_PAYLOAD');
    expect(answer.body.errors?.[0]?.message).toContain(reason);
    // 1 GiB of argon2 takes seconds; the refusal is a string check.
    expect(answer.ms).toBeLessThan(1000);
  });

  it('writes hashes at the production cost while HASH_* are unset, and verifies them', async () => {
    const generated = await post('/utils/hash/generate', { string: 'correct horse' });
    expect(generated.body.data).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect((await post('/utils/hash/verify', { string: 'correct horse', hash: generated.body.data })).body.data).toBe(true);
    // The first admin, hashed before the server listens, and a user created through the API.
    const admin = await server.server.ctx.db('directus_users').where('email', TEST_ADMIN.email).first('password');
    expect(admin.password).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    const created = await server.asAdmin('/users', { method: 'POST', json: { email: 'cost@example.com', password: 'Cost-password-1!' } });
    expect(created.status).toBe(200);
    const user = await server.server.ctx.db('directus_users').where('email', 'cost@example.com').first('password');
    expect(user.password).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
  });

  it('bounds the length of the string to hash or verify', async () => {
    const long = 'x'.repeat(1025);
    for (const path of ['/utils/hash/generate', '/utils/hash/verify']) {
      const answer = await post(path, { string: long, hash: `$argon2id$v=19$m=65536,t=3,p=4$${SALT}$${DIGEST}` });
      expect([answer.status, answer.body.errors?.[0]?.extensions.code]).toEqual([400, 'INVALID_PAYLOAD']);
      expect(answer.body.errors?.[0]?.message).toContain('at most 1024 characters');
    }
    expect((await post('/utils/hash/generate', { string: 'x'.repeat(1024) })).status).toBe(200);
  });
});

describe.each(DATABASES)('/utils/hash on a server configured cheaper (the harness) on %s', (client) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ client });
  });
  afterAll(async () => server?.close());

  it('writes at the configured HASH_* cost, and still checks hashes up to the default cost, not beyond', async () => {
    const generated = (await (await server.request('/utils/hash/generate', { method: 'POST', json: { string: 'x' } })).json()) as {
      data: string;
    };
    expect(generated.data).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    const argon2 = (await import('argon2')).default;
    const atDefault = await argon2.hash('correct horse', { type: argon2.argon2id, memoryCost: 65_536, timeCost: 3, parallelism: 4 });
    const verify = (hash: string) => server.request('/utils/hash/verify', { method: 'POST', json: { string: 'correct horse', hash } });
    const accepted = await verify(atDefault);
    expect([accepted.status, ((await accepted.json()) as { data: unknown }).data]).toEqual([200, true]);
    const beyond = await verify(`$argon2id$v=19$m=65536,t=4,p=4$${SALT}$${DIGEST}`);
    expect(beyond.status).toBe(400);
    expect(((await beyond.json()) as { errors: Array<{ message: string }> }).errors[0]?.message).toContain('(m=65536, t=3, p=4)');
  });
});
