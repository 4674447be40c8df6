import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type ErrorBody = { errors: Array<{ message: string; extensions: { code: string } }> };
const codeOf = async (response: Response) => ((await response.json()) as ErrorBody).errors[0]!.extensions.code;

describe.each(DATABASES)('/extensions on %s', (client) => {
  let server: TestServer;
  let appUser: string;
  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOGIN_STALL_TIME: '0' } });
    const role = await server.createRole({ name: 'Editors', app_access: true });
    const user = await server.createUser({ role });
    appUser = (await server.login(user.email, user.password)).access_token;
  });
  afterAll(async () => server?.close());

  it('lists no extensions to an admin, in the reference shape', async () => {
    const response = await server.asAdmin('/extensions');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: [] });
  });

  it('shows a stored extension row as {id, bundle, meta, schema} to every signed-in user, never to the public', async () => {
    const id = randomUUID();
    const db = server.server.ctx.db;
    await db('directus_extensions').insert({ id, enabled: true, folder: 'my-ext', source: 'local', bundle: null });
    const listed = (await (await server.asAdmin('/extensions')).json()) as { data: unknown[] };
    expect(listed.data).toEqual([
      { id, bundle: null, meta: { id, enabled: true, folder: 'my-ext', source: 'local', bundle: null }, schema: null },
    ]);
    const asAppUser = await server.request('/extensions', { token: appUser });
    expect(asAppUser.status).toBe(200);
    expect(((await asAppUser.json()) as { data: unknown[] }).data).toEqual(listed.data);
    const refused = await server.request('/extensions');
    expect(refused.status).toBe(403);
    expect(await codeOf(refused)).toBe('FORBIDDEN');
    await db('directus_extensions').where('id', id).delete();
  });

  it('serves the app bundle index.js to anyone as an empty JavaScript module with every extension list', async () => {
    const response = await server.request('/extensions/sources/index.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/javascript; charset=UTF-8');
    const source = await response.text();
    // It is a valid ES module whose lists are all empty.
    const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as Record<string, unknown>;
    expect(Object.keys(module).sort()).toEqual(['displays', 'interfaces', 'layouts', 'modules', 'operations', 'panels', 'themes']);
    expect(Object.values(module).every((list) => Array.isArray(list) && list.length === 0)).toBe(true);
  });

  it('answers another chunk with ROUTE_NOT_FOUND, and a change to an unknown extension with FORBIDDEN', async () => {
    for (const chunk of ['chunk-1.js', '__proto__', '..%2F..%2Fpackage.json']) {
      const response = await server.request(`/extensions/sources/${chunk}`);
      expect(response.status).toBe(404);
      expect(await codeOf(response)).toBe('ROUTE_NOT_FOUND');
    }
    for (const method of ['PATCH', 'DELETE']) {
      const asAdmin = await server.asAdmin(`/extensions/${randomUUID()}`, { method, json: { meta: { enabled: false } } });
      expect(asAdmin.status).toBe(403);
      expect(await codeOf(asAdmin)).toBe('FORBIDDEN');
      expect((await server.request(`/extensions/${randomUUID()}`, { method, token: appUser, json: {} })).status).toBe(403);
      expect((await server.asAdmin('/extensions/constructor', { method, json: {} })).status).toBe(404);
    }
  });
});
