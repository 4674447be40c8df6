import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

const FRONT_END = 'https://shop.example.com';

describe.each(DATABASES)('CORS, / and /robots.txt on %s', (client) => {
  let open: TestServer;
  let closed: TestServer;
  beforeAll(async () => {
    [open, closed] = await Promise.all([
      startTestServer({
        client,
        env: { CORS_ENABLED: 'true', CORS_ORIGIN: `${FRONT_END},https://admin.example.com`, ROOT_REDIRECT: 'https://example.com/docs' },
      }),
      startTestServer({ client, env: { ROOT_REDIRECT: 'false', ROBOTS_TXT: 'User-agent: *\\nAllow: /' } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([open?.close(), closed?.close()]);
  });

  it('answers a preflight from an allowed origin with the reference defaults, before any authentication', async () => {
    const response = await open.request('/items/anything', {
      method: 'OPTIONS',
      headers: {
        origin: FRONT_END,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(FRONT_END);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET,POST,PATCH,DELETE');
    expect(response.headers.get('access-control-allow-headers')).toBe('Content-Type,Authorization');
    expect(response.headers.get('access-control-max-age')).toBe('18000');
  });

  it('marks real answers for allowed origins only, errors included', async () => {
    const allowed = await open.request('/server/info', { headers: { origin: FRONT_END } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(FRONT_END);
    expect(allowed.headers.get('access-control-expose-headers')).toBe('Content-Range');
    const denied = await open.request('/users/me', { headers: { origin: FRONT_END } });
    expect(denied.status).toBe(401);
    expect(denied.headers.get('access-control-allow-origin')).toBe(FRONT_END);
    const stranger = await open.request('/server/info', { headers: { origin: 'https://evil.example.net' } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends no CORS headers when CORS_ENABLED is off (the default)', async () => {
    const response = await closed.request('/server/info', { headers: { origin: FRONT_END } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('redirects / to ROOT_REDIRECT, or leaves it unanswered when set to false', async () => {
    const redirected = await open.request('/', { redirect: 'manual' });
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get('location')).toBe('https://example.com/docs');
    const none = await closed.request('/', { redirect: 'manual' });
    expect(none.status).toBe(404);
    expect(((await none.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]!.extensions.code).toBe('ROUTE_NOT_FOUND');
  });

  it('answers /robots.txt: disallow everything by default, ROBOTS_TXT when set', async () => {
    const byDefault = await open.request('/robots.txt');
    expect(byDefault.headers.get('content-type')).toContain('text/plain');
    expect(await byDefault.text()).toBe('User-agent: *\nDisallow: /');
    expect(await (await closed.request('/robots.txt')).text()).toBe('User-agent: *\nAllow: /');
  });
});

describe('CORS switched on with CORS_ORIGIN unset', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { CORS_ENABLED: 'true' } });
  });
  afterAll(async () => server?.close());

  it('allows no origin: preflights and answers carry no Access-Control-Allow-Origin', async () => {
    const preflight = await server.request('/items/anything', {
      method: 'OPTIONS',
      headers: { origin: FRONT_END, 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const answer = await server.request('/server/info', { headers: { origin: FRONT_END } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});
