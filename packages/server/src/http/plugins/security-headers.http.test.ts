import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

/** The headers every answer carries, API and admin app alike. */
const COMMON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'cross-origin',
  'x-dns-prefetch-control': 'off',
  'x-permitted-cross-domain-policies': 'none',
};

function expectCommonHeaders(response: Response, what: string): void {
  for (const [name, value] of Object.entries(COMMON_HEADERS)) expect(response.headers.get(name), `${name} on ${what}`).toBe(value);
  expect(response.headers.get('strict-transport-security'), `HSTS on ${what}`).toBeNull();
}

/** The policy as a map of directive → sources. */
function policyOf(response: Response): Map<string, string> {
  const header = response.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...sources] = part.trim().split(/\s+/);
        return [name, sources.join(' ')] as [string, string];
      }),
  );
}

function adminAppFixture(): string {
  const root = mkdtempSync(join(tmpdir(), 'tessera-csp-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><title>Tessera</title><script type="module" src="/admin/assets/index-Ab12Cd34.js"></script>',
  );
  writeFileSync(join(root, 'assets', 'index-Ab12Cd34.js'), 'console.log("app")');
  return root;
}

describe.each(DATABASES)('security headers on %s', (client) => {
  let server: TestServer;
  let root: string;
  beforeAll(async () => {
    root = adminAppFixture();
    server = await startTestServer({ client, env: { ADMIN_APP_DIR: root } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends them, without a content security policy, on API answers', async () => {
    const ping = await server.request('/server/ping');
    expect(ping.status).toBe(200);
    expectCommonHeaders(ping, '/server/ping');
    expect(ping.headers.get('content-security-policy')).toBeNull();
    const items = await server.asAdmin('/users?limit=1');
    expect(items.status).toBe(200);
    expectCommonHeaders(items, '/users');
  });

  it('sends them on error answers, also those refused before the route runs', async () => {
    const refusals = [
      await server.request('/nothing/here'),
      await server.request('/users/me', { headers: { authorization: 'Bearer not-a-token' } }),
      await server.request('/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }),
      await server.request('/users'),
      await server.request('/auth/login', { method: 'POST', json: { email: 'a@example.com', password: 'x'.repeat(2_000_000) } }),
    ];
    expect(refusals.map((response) => response.status)).toEqual([404, 401, 400, 403, 413]);
    for (const response of refusals) expectCommonHeaders(response, `a ${response.status}`);
  });

  it('answers a URL with broken percent-encoding in the error shape, with the headers too', async () => {
    for (const path of ['/items/%E0%A4%A', '/users/%', '/server/ping%ZZ']) {
      const response = await server.request(path);
      expect(response.status, path).toBe(400);
      expectCommonHeaders(response, path);
      expect(response.headers.get('x-request-id'), path).toBeTruthy();
      expect(await response.json(), path).toMatchObject({
        errors: [{ message: expect.stringContaining('not correctly encoded'), extensions: { code: 'INVALID_QUERY' } }],
      });
    }
  });

  it('gives the admin app a policy that allows only its own scripts, styles and API (and HTTPS basemaps), and no framing by others', async () => {
    for (const path of ['/admin/', '/admin/content/articles', '/admin/assets/index-Ab12Cd34.js', '/admin/assets/missing-Zz99Yy88.js']) {
      const response = await server.request(path);
      expectCommonHeaders(response, path);
      const policy = policyOf(response);
      expect(policy.get('default-src'), path).toBe("'self'");
      expect(policy.get('script-src'), path).toBe("'self'");
      expect(policy.get('style-src'), path).toBe("'self'");
      // The map layout's basemaps come from any HTTPS tile server the project settings name.
      expect(policy.get('connect-src'), path).toBe("'self' https://*");
      // The favicon is a data: URI.
      expect(policy.get('img-src'), path).toBe("'self' data:");
      expect(policy.get('object-src'), path).toBe("'none'");
      expect(policy.get('frame-ancestors'), path).toBe("'self'");
      expect(response.headers.get('content-security-policy'), path).not.toMatch(/unsafe-inline|unsafe-eval|upgrade-insecure-requests/);
    }
  });
});

describe('the admin app policy as configured', () => {
  let server: TestServer;
  let root: string;
  beforeAll(async () => {
    root = adminAppFixture();
    server = await startTestServer({
      env: {
        ADMIN_APP_DIR: root,
        CONTENT_SECURITY_POLICY_DIRECTIVES__FRAME_ANCESTORS: "'self' https://site.example.com",
        CONTENT_SECURITY_POLICY_DIRECTIVES__IMG_SRC: "array:'self', data:, https://images.example.com",
        CONTENT_SECURITY_POLICY_DIRECTIVES__FORM_ACTION: 'false',
        HSTS_ENABLED: 'true',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('replaces or drops the directives named, keeps the others, and leaves framing to frame-ancestors', async () => {
    const response = await server.request('/admin/');
    const policy = policyOf(response);
    expect(policy.get('frame-ancestors')).toBe("'self' https://site.example.com");
    expect(policy.get('img-src')).toBe("'self' data: https://images.example.com");
    expect(policy.has('form-action')).toBe(false);
    expect(policy.get('script-src')).toBe("'self'");
    // X-Frame-Options cannot name another site; sent as SAMEORIGIN it would forbid what frame-ancestors allows.
    expect(response.headers.get('x-frame-options')).toBeNull();
  });

  it('sends Strict-Transport-Security when HSTS_ENABLED is true', async () => {
    const response = await server.request('/server/ping');
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
