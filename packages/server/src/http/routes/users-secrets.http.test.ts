import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

describe.each(DATABASES)('no users endpoint leaks a secret on %s', (client) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOGIN_STALL_TIME: '0', LOGIN_RATE_LIMIT_POINTS: '100000' } });
  });
  afterAll(async () => server?.close());

  it('answers every users route without a password hash, a TFA secret or a static token', async () => {
    const db = server.server.ctx.db;
    const role = await server.createRole({ name: 'Scanned' });
    const alice = await server.createUser({ role, token: 'alice-static-token-1234567890' });
    const bob = await server.createUser({ role, token: 'bob-static-token-0987654321' });
    const aliceSession = await server.login(alice.email, alice.password);
    const bobTfa = authenticator.generateSecret();
    await db('directus_users').where('id', bob.id).update({ tfa_secret: bobTfa });
    const aliceTfa = authenticator.generateSecret();
    await server.request('/users/me/tfa/enable', {
      method: 'POST',
      token: aliceSession.access_token,
      json: { secret: aliceTfa, otp: authenticator.generate(aliceTfa) },
    });
    const hashes = ((await db('directus_users').whereNotNull('password').select('password')) as Array<{ password: string }>).map(
      (row) => row.password,
    );
    const secrets = [...hashes, bobTfa, aliceTfa, 'alice-static-token-1234567890', 'bob-static-token-0987654321', TEST_ADMIN.token];
    expect(hashes.length).toBeGreaterThanOrEqual(3);

    const asAlice = { token: aliceSession.access_token };
    const calls: Array<[string, string, RequestInit & { json?: unknown; token?: string }]> = [
      ['GET', '/users', { token: server.adminToken }],
      ['GET', '/users?fields=*,role.*&meta=*', { token: server.adminToken }],
      ['GET', '/users?fields=password,tfa_secret,token,auth_data', { token: server.adminToken }],
      ['GET', `/users/${bob.id}`, { token: server.adminToken }],
      ['SEARCH', '/users', { token: server.adminToken, json: { keys: [alice.id, bob.id] } }],
      ['SEARCH', '/users', { token: server.adminToken, json: { query: { fields: ['*'] } } }],
      ['GET', '/users/me', { token: server.adminToken }],
      ['GET', '/users/me', asAlice],
      ['GET', '/users/me?fields=password,tfa_secret', asAlice],
      ['PATCH', '/users/me', { ...asAlice, json: { title: 'Scanner' } }],
      ['PATCH', '/users/me', { token: server.adminToken, json: { title: 'Admin' } }],
      ['PATCH', `/users/${bob.id}`, { token: server.adminToken, json: { location: 'Oslo' } }],
      ['PATCH', '/users', { token: server.adminToken, json: { keys: [alice.id, bob.id], data: { description: 'scanned' } } }],
      [
        'POST',
        '/users',
        {
          token: server.adminToken,
          json: { email: 'scanned-new@example.com', password: 'New-password-1', token: 'new-static-token-abcdef' },
        },
      ],
      ['POST', '/users', { token: server.adminToken, json: [{ email: 'scanned-new-2@example.com', password: 'New-password-2' }] }],
      ['GET', `/users/${alice.id}`, asAlice],
      ['GET', '/users', asAlice],
      ['POST', '/users/me/tfa/generate', { ...asAlice, json: { password: alice.password } }],
      ['GET', `/roles?fields=*`, { token: server.adminToken }],
    ];
    secrets.push('new-static-token-abcdef');
    for (const [method, path, init] of calls) {
      const response = await server.request(path, { ...init, method });
      const text = await response.text();
      expect(response.status, `${method} ${path}: ${text}`).toBeLessThan(500);
      for (const secret of secrets) expect(text.includes(secret), `${method} ${path} leaks ${secret.slice(0, 12)}…`).toBe(false);
      expect(text, `${method} ${path}`).not.toMatch(/\$argon2/);
    }
    // The new users' hashes, written during the scan, never came back either.
    const newHashes = (
      (await db('directus_users').whereIn('email', ['scanned-new@example.com', 'scanned-new-2@example.com']).select('password')) as Array<{
        password: string;
      }>
    ).map((row) => row.password);
    expect(newHashes.every((hash) => hash.startsWith('$argon2id$'))).toBe(true);
  });
});
