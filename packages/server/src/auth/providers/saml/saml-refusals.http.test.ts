import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACS_URL, ENTITY_ID, samlBrowser, samlEnv } from '../../../../test/harness/saml-browser.js';
import { createSamlIdp, type SamlIdp, type SamlResponseOptions } from '../../../../test/harness/saml-idp.js';
import { startTestServer, type TestServer } from '../../../../test/harness/start-test-server.js';

type ErrorBody = { errors: Array<{ message: string; extensions: { code: string } }> };
const codeOf = async (response: Response) => ((await response.json()) as ErrorBody).errors[0]!.extensions.code;

// Protocol edges: the database only holds the pending requests, so SQLite is enough here.
describe('SAML sign-in refuses what it must', () => {
  let idp: SamlIdp;
  let attacker: SamlIdp;
  let server: TestServer;
  let saml: ReturnType<typeof samlBrowser>;
  beforeAll(async () => {
    [idp, attacker] = await Promise.all([createSamlIdp(), createSamlIdp()]);
    server = await startTestServer({ env: samlEnv(idp, { AUTH_CORP_REDIRECT_ALLOW_LIST: 'https://app.example.org/done' }) });
    saml = samlBrowser(server, idp);
  });
  afterAll(async () => {
    await server?.close();
  });
  const users = async () => Number((await server.server.ctx.db('directus_users').where('provider', 'corp').count({ n: '*' }))[0]!.n);

  it('serves the SP metadata as XML naming the entity id and the ACS', async () => {
    const response = await server.request('/auth/login/corp/metadata');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toContain(`entityID="${ENTITY_ID}"`);
    expect(xml).toContain(`Location="${ACS_URL}"`);
    expect(xml).toContain('WantAssertionsSigned="true"');
  });

  it('refuses a redirect outside PUBLIC_URL and the allow list before going to the IdP', async () => {
    for (const redirect of ['https://evil.example.org/', '//evil.example.org/x', 'javascript:alert(1)']) {
      const response = await server.request(`/auth/login/corp?redirect=${encodeURIComponent(redirect)}`, { redirect: 'manual' });
      expect(response.status).toBe(400);
      expect(await codeOf(response)).toBe('INVALID_PAYLOAD');
    }
    expect((await saml.start('https://app.example.org/done')).id).toMatch(/^_[0-9a-f]{40}$/);
  });

  const refusals: Array<[string, (request: { id: string }) => Partial<SamlResponseOptions>]> = [
    ['an unsigned assertion', () => ({ sign: 'none' })],
    ['a signed response around an unsigned assertion', () => ({ sign: 'response' })],
    ['an assertion signed by another key', () => ({ signingIdp: attacker })],
    ['an assertion for another audience', () => ({ audience: 'https://other-sp.example.org/metadata' })],
    ['an expired assertion', () => ({ offsetMs: -20 * 60_000, lifetimeMs: 5 * 60_000 })],
    ['an assertion not valid yet', () => ({ offsetMs: 10 * 60_000 })],
    ['an assertion from another issuer', () => ({ issuer: 'https://idp.other.example/metadata' })],
    ['an unsolicited response (no request of ours)', () => ({ inResponseTo: '_unknownrequest', subjectInResponseTo: '_unknownrequest' })],
    ['a signed assertion that does not name our request', () => ({ subjectInResponseTo: null })],
  ];
  it.each(refusals)('refuses %s: 401 INVALID_CREDENTIALS, or back to the redirect with ?reason=', async (_name, change) => {
    const before = await users();
    const plain = await saml.start();
    const answered = await saml.post(saml.answer(plain, change(plain)), plain.id);
    expect(answered.status).toBe(401);
    expect(await codeOf(answered)).toBe('INVALID_CREDENTIALS');
    const redirected = await saml.start('/admin/login');
    const back = await saml.post(saml.answer(redirected, change(redirected)), redirected.id);
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/admin/login?reason=INVALID_CREDENTIALS');
    expect(back.headers.getSetCookie()).toEqual([]);
    expect(await users()).toBe(before);
  });

  it('refuses a response whose RelayState was swapped for another pending sign-in (its redirect never used)', async () => {
    const victim = await saml.start('/admin/content');
    const other = await saml.start('https://app.example.org/done');
    const swapped = await saml.post(saml.answer(victim), other.id);
    expect(swapped.status).toBe(302);
    expect(swapped.headers.get('location')).toBe('https://app.example.org/done?reason=INVALID_CREDENTIALS');
    expect(swapped.headers.getSetCookie()).toEqual([]);
    const missing = await saml.post(saml.answer(victim), null);
    expect(missing.status).toBe(401);
    const forged = await saml.post(saml.answer(victim), 'https://evil.example.org/');
    expect(forged.status).toBe(401);
    // The untouched pair still works: nothing above spent the request.
    const genuine = await saml.post(saml.answer(victim), victim.id);
    expect(genuine.status).toBe(302);
    expect(genuine.headers.get('location')).toBe('/admin/content');
  });

  it('refuses a response to a request that has expired', async () => {
    const request = await saml.start();
    await server.server.ctx
      .db('tessera_saml_requests')
      .where('id', request.id)
      .update({ expires: Date.now() - 1 });
    const response = await saml.post(saml.answer(request), request.id);
    expect(response.status).toBe(401);
  });

  it('refuses an entity-expansion bomb at once, without parsing it', async () => {
    const request = await saml.start();
    const lol = ['<!ENTITY lol0 "lol">'];
    for (let level = 1; level < 10; level += 1) lol.push(`<!ENTITY lol${level} "${`&lol${level - 1};`.repeat(10)}">`);
    const bomb = `<?xml version="1.0"?><!DOCTYPE Response [${lol.join('')}]><samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" InResponseTo="${request.id}">&lol9;</samlp:Response>`;
    const started = Date.now();
    const response = await saml.post(Buffer.from(bomb).toString('base64'), request.id);
    expect(response.status).toBe(400);
    expect(await codeOf(response)).toBe('INVALID_PAYLOAD');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses a signed response that smuggles a DOCTYPE (external entity) in', async () => {
    const request = await saml.start();
    const xml = Buffer.from(saml.answer(request), 'base64').toString('utf8');
    const withEntity = `<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>${xml}`;
    const response = await saml.post(Buffer.from(withEntity).toString('base64'), request.id);
    expect(response.status).toBe(400);
  });

  it('refuses a huge body with 413 and malformed forms with 400', async () => {
    const huge = await server.request('/auth/login/corp/acs', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `SAMLResponse=${'A'.repeat(400 * 1024)}`,
    });
    expect(huge.status).toBe(413);
    expect(await codeOf(huge)).toBe('CONTENT_TOO_LARGE');
    const form = (body: string, type = 'application/x-www-form-urlencoded') =>
      server.request('/auth/login/corp/acs', { method: 'POST', headers: { 'content-type': type }, body });
    for (const body of ['', 'SAMLResponse=', 'SAMLResponse=%%%not-base64', 'RelayState=x', `${'a=1&'.repeat(40)}SAMLResponse=QUFB`]) {
      const response = await form(body);
      expect(response.status).toBe(400);
      expect(await codeOf(response)).toBe('INVALID_PAYLOAD');
    }
    const json = await server.request('/auth/login/corp/acs', { method: 'POST', json: { SAMLResponse: 'QUFB' } });
    expect(json.status).toBe(400);
    const garbage = await form(`SAMLResponse=${Buffer.from('<not xml').toString('base64')}`);
    expect(garbage.status).toBe(401);
  });

  it('logs out: the session ends and both cookies are cleared (204)', async () => {
    const request = await saml.start('/admin');
    const signedIn = await saml.post(saml.answer(request), request.id);
    const session = signedIn.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('directus_session_token='))!
      .split(';')[0]!;
    expect((await server.request('/users/me', { headers: { cookie: session } })).status).toBe(200);
    const out = await server.request('/auth/login/corp/logout', { method: 'POST', headers: { cookie: session } });
    expect(out.status).toBe(204);
    const cleared = out.headers.getSetCookie();
    expect(cleared.some((cookie) => /^directus_session_token=;.*Expires=Thu, 01 Jan 1970/i.test(cookie))).toBe(true);
    expect(cleared.some((cookie) => /^directus_refresh_token=;/.test(cookie))).toBe(true);
    expect((await server.request('/users/me', { headers: { cookie: session } })).status).toBe(401);
    expect((await server.request('/auth/login/corp/logout', { method: 'POST' })).status).toBe(204);
  });
});

describe('SAML sign-in is rate limited per IP', () => {
  let server: TestServer;
  let idp: SamlIdp;
  beforeAll(async () => {
    idp = await createSamlIdp();
    server = await startTestServer({ env: samlEnv(idp, { LOGIN_RATE_LIMIT_POINTS: '2', LOGIN_RATE_LIMIT_DURATION: '60' }) });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 429 REQUESTS_EXCEEDED once the login budget is spent, on the start and on the ACS', async () => {
    const saml = samlBrowser(server, idp);
    const request = await saml.start();
    await saml.start();
    const start = await server.request('/auth/login/corp', { redirect: 'manual' });
    expect(start.status).toBe(429);
    expect(await codeOf(start)).toBe('REQUESTS_EXCEEDED');
    const acs = await saml.post(saml.answer(request), request.id);
    expect(acs.status).toBe(429);
    expect(await server.server.ctx.db('tessera_saml_requests').count({ n: '*' })).toEqual([{ n: 2 }]);
  });
});
