import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

/**
 * The reads the reference's app (v10.13) makes around its sign-in page. Before sign-in it reads
 * `/server/info` (the project block), `/auth` (providers) and the app-extension bundle; it asks for
 * `/translations` only once a user is signed in (`setLanguage` loads them `if (currentUser)`), with
 * `fetchAll`'s request below, so the public role reads translation strings only under a rule of its own.
 */
const APP_TRANSLATIONS_REQUEST = '/translations?fields[]=language&fields[]=key&fields[]=value&filter[language][_eq]=en-US&limit=-1';

describe.each(DATABASES)("the reference app's sign-in page reads on %s", (client) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOGIN_STALL_TIME: '0' } });
    const db = server.server.ctx.db;
    await db('directus_translations').insert([
      { id: '6f1c2d6e-0000-4000-8000-000000000001', language: 'en-US', key: 'welcome', value: 'Welcome' },
      { id: '6f1c2d6e-0000-4000-8000-000000000002', language: 'de-DE', key: 'welcome', value: 'Willkommen' },
    ]);
    expect((await server.asAdmin('/settings', { method: 'PATCH', json: { project_name: 'Acme', public_note: '$t:welcome' } })).status).toBe(
      200,
    );
  });
  afterAll(async () => server?.close());

  it('answers /server/info before sign-in with the project block only', async () => {
    const response = await server.request('/server/info');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, Record<string, unknown>> };
    expect(Object.keys(data)).toEqual(['project']);
    expect(data.project).toMatchObject({ project_name: 'Acme', public_note: '$t:welcome', public_registration: false });
  });

  it('answers /auth and the app-extension bundle before sign-in', async () => {
    expect(await (await server.request('/auth')).json()).toEqual({ data: [], disableDefault: false });
    const bundle = await server.request('/extensions/sources/index.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toBe('application/javascript; charset=UTF-8');
  });

  it("refuses the app's translations request to the public without a rule, as the reference", async () => {
    const response = await server.request(APP_TRANSLATIONS_REQUEST);
    expect(response.status).toBe(403);
  });

  it("answers the app's translations request to a signed-in app user with that language's strings", async () => {
    const role = await server.createRole({ name: 'Editors', app_access: true });
    const user = await server.createUser({ role });
    const token = (await server.login(user.email, user.password)).access_token;
    const response = await server.request(APP_TRANSLATIONS_REQUEST, { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: [{ language: 'en-US', key: 'welcome', value: 'Welcome' }] });
  });

  it('lets the public read translation strings once a public rule grants it', async () => {
    await server.server.ctx
      .db('directus_permissions')
      .insert({ role: null, collection: 'directus_translations', action: 'read', fields: '*' });
    server.server.ctx.permissions.invalidate();
    const response = await server.request(APP_TRANSLATIONS_REQUEST);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown[] }).data).toHaveLength(1);
  });
});
