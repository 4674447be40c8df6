import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACS_URL, ENTITY_ID, samlBrowser as browser, cookieOf, samlEnv } from '../../../../test/harness/saml-browser.js';
import { createSamlIdp, type SamlIdp } from '../../../../test/harness/saml-idp.js';
import { startTestServer, type TestServer } from '../../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type ErrorBody = { errors: Array<{ message: string; extensions: { code: string } }> };
const CLAIMS = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims';

describe.each(DATABASES)('SAML sign-in creates and links users on %s', (client) => {
  let idp: SamlIdp;
  let server: TestServer;
  const editors = randomUUID();
  const fallback = randomUUID();
  beforeAll(async () => {
    idp = await createSamlIdp();
    server = await startTestServer({
      client,
      env: samlEnv(idp, {
        AUTH_CORP_DEFAULT_ROLE_ID: fallback,
        AUTH_CORP_ROLE_MAPPING: JSON.stringify({ editors }),
        AUTH_CORP_GROUP_ATTRIBUTE: 'groups',
        AUTH_CORP_SYNC_USER_INFO: 'true',
      }),
    });
    await server.createRole({ id: editors, name: 'Editors' });
    await server.createRole({ id: fallback, name: 'Fallback' });
  });
  afterAll(async () => {
    await server?.close();
  });
  const userOf = (identifier: string) =>
    server.server.ctx
      .db('directus_users')
      .where({ provider: 'corp', external_identifier: identifier })
      .select('id', 'email', 'role', 'first_name');

  it('goes to the IdP, comes back to the ACS, creates the user with the mapped role, sets the session cookie and redirects', async () => {
    const { start, post, answer } = browser(server, idp);
    const request = await start('/admin/content');
    expect(request).toMatchObject({ issuer: ENTITY_ID, acsUrl: ACS_URL, relayState: request.id });
    const nameId = `ada-${randomUUID().slice(0, 8)}`;
    const attributes = {
      [`${CLAIMS}/emailaddress`]: `${nameId}@Example.com`,
      [`${CLAIMS}/givenname`]: 'Ada',
      groups: ['staff', 'editors'],
      // Hostile attribute names are only names.
      ['__proto__']: 'polluted',
      constructor: 'x',
    };
    const response = await post(answer(request, { nameId, attributes }), request.relayState);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/admin/content');
    const session = cookieOf(response, 'directus_session_token');
    expect(session).toBeTruthy();
    const users = await userOf(nameId);
    expect(users).toEqual([{ id: expect.any(String), email: `${nameId}@example.com`, role: editors, first_name: 'Ada' }]);
    const me = await server.request('/users/me?fields=id,email', { headers: { cookie: `directus_session_token=${session}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { id: string } }).data.id).toBe(users[0]!.id);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('links the same person on the next sign-in (no second user), with the default role when no group maps', async () => {
    const { start, post, answer } = browser(server, idp);
    const nameId = `bob-${randomUUID().slice(0, 8)}`;
    const first = await start('/admin');
    expect((await post(answer(first, { nameId }), first.id)).status).toBe(302);
    const [created] = await userOf(nameId);
    expect(created?.role).toBe(fallback);
    const second = await start('/admin');
    const attributes = { [`${CLAIMS}/emailaddress`]: `${nameId}@example.com`, [`${CLAIMS}/givenname`]: 'Robert' };
    expect((await post(answer(second, { nameId, attributes }), second.id)).status).toBe(302);
    const users = await userOf(nameId);
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ id: created!.id, first_name: 'Robert' });
  });

  it('answers the tokens as JSON when the sign-in was started without a redirect', async () => {
    const { start, post, answer } = browser(server, idp);
    const request = await start();
    const response = await post(answer(request), request.id);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { access_token: string; refresh_token: string } };
    expect(data.access_token).toBeTruthy();
    expect(data.refresh_token).toBeTruthy();
  });

  it('refuses a replayed response, also when it reaches another instance', async () => {
    const other = await startTestServer({ client, env: samlEnv(idp), database: server.database });
    try {
      const { start, post, answer } = browser(server, idp);
      const request = await start('/admin');
      const response = answer(request);
      expect((await post(response, request.id)).status).toBe(302);
      const replayed = await browser(other, idp).post(response, request.id);
      expect(replayed.status).toBe(401);
      expect(((await replayed.json()) as ErrorBody).errors[0]!.extensions.code).toBe('INVALID_CREDENTIALS');
      expect((await post(response, request.id)).status).toBe(401);
    } finally {
      await other.server.close();
    }
  });
});
