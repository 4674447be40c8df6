import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

/** Every line the server writes, as written (after pino's serializers, redaction and hooks). */
function captureLog(): { destination: { write(line: string): void }; text(): string } {
  const lines: string[] = [];
  return { destination: { write: (line) => void lines.push(line) }, text: () => lines.join('') };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe.each(DATABASES)('secrets in the log at LOG_LEVEL=trace on %s', (client) => {
  let server: TestServer;
  const log = captureLog();
  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOG_LEVEL: 'trace' }, logDestination: log.destination });
  });
  afterAll(async () => server?.close());

  it('never writes tokens, passwords, cookies or authorization headers, whatever the request and its outcome', async () => {
    const user = await server.createUser({ role: await server.createRole(), password: 'Logged-password-7!' });
    const secrets: string[] = [TEST_ADMIN.token, user.password];

    const signedIn = await server.login(user.email, user.password);
    secrets.push(signedIn.access_token, signedIn.refresh_token);
    expect((await server.request(`/users/me?access_token=${signedIn.access_token}`)).status).toBe(200);
    expect((await server.request(`/users/me?fields=id&access_token=${TEST_ADMIN.token}`)).status).toBe(200);
    const refreshed = await server.request('/auth/refresh', {
      method: 'POST',
      json: { refresh_token: signedIn.refresh_token, mode: 'json' },
    });
    expect(refreshed.status).toBe(200);
    secrets.push(((await refreshed.json()) as { data: { access_token: string } }).data.access_token);

    const refusals: Array<[string, RequestInit & { json?: unknown }]> = [
      ['/users/me?access_token=Invalid-query-token-1', {}],
      [`/users/me?access_token=Both-methods-token-2`, { headers: { authorization: `Bearer ${TEST_ADMIN.token}` } }],
      ['/users/me', { headers: { authorization: 'Bearer Invalid-header-token-3' } }],
      ['/users/me', { headers: { cookie: 'directus_session_token=Invalid-cookie-token-4; other=1' } }],
      ['/auth/login', { method: 'POST', json: { email: user.email, password: 'Wrong-password-5!', otp: '918273' } }],
      // Bodies that do not parse: the parser's message (logged with the refusal) quotes short ones whole.
      ['/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'password=Form-pw-6' }],
      ['/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"password":Unq-7z}' }],
      ['/no/such/route?token=Route-token-8&password=Route-password-9', {}],
      ['/users?filter[password][_eq]=Filter-password-10', { headers: { authorization: `Bearer ${TEST_ADMIN.token}` } }],
    ];
    for (const [path, init] of refusals) expect((await server.request(path, init)).status, path).toBeGreaterThanOrEqual(400);
    secrets.push(
      'Invalid-query-token-1',
      'Both-methods-token-2',
      'Invalid-header-token-3',
      'Invalid-cookie-token-4',
      'Wrong-password-5!',
      '918273',
    );
    secrets.push('Form-pw-6', 'Unq-7z', 'Route-token-8', 'Route-password-9', 'Filter-password-10');

    // A failure inside the server (500): the collection's table disappears behind its back.
    const created = await server.asAdmin('/collections', {
      method: 'POST',
      json: { collection: 'vanishing', schema: {}, fields: [{ field: 'title', type: 'string' }] },
    });
    expect(created.status).toBe(200);
    await server.server.ctx.db.schema.dropTable('vanishing');
    expect((await server.request(`/items/vanishing?access_token=${TEST_ADMIN.token}`)).status).toBe(500);

    await settle();
    const written = log.text();
    // The log did record these requests, so the absence below is redaction, not silence.
    expect(written).toContain('"url":"/users/me?access_token=--redacted--"');
    expect(written).toContain('"url":"/items/vanishing?access_token=--redacted--"');
    expect(written).toContain('request failed');
    expect(written).toContain('request refused');
    for (const secret of secrets) expect(written, `the log contains ${secret}`).not.toContain(secret);
  });
});
