import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Body = { data?: unknown; errors?: Array<{ message: string; extensions: { code: string; field?: string } }> };

/**
 * Issue 12, the sweep past the schema: permission validation, dynamic variables and field
 * specials looked names up in plain objects, so a field called `constructor` counted as
 * submitted when it was not, and stored names such as `__defineGetter__` reached prototype
 * functions (500). They are own-property lookups now.
 */
describe.each(DATABASES)('prototype member names in rules and specials on %s', (client) => {
  let server: TestServer;
  let token: string;
  const asUser = async (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const response = await server.request(path, { ...init, token });
    return { status: response.status, body: (response.status === 204 ? {} : await response.json()) as Body };
  };

  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOGIN_STALL_TIME: '0' } });
    const db = server.server.ctx.db;
    await db.schema.createTable('legacy', (t) => {
      t.increments('id');
      t.string('constructor');
      t.string('title');
      t.string('tagged');
    });
    await db('legacy').insert({ constructor: 'seed', title: 'seed', tagged: 'seed' });
    await db('directus_collections').insert({ collection: 'legacy' });
    // An admin may store any special; `constructor` is not one Tessera knows.
    await db('directus_fields').insert({ collection: 'legacy', field: 'tagged', special: 'constructor' });
    const role = await server.createRole({ name: 'Writer' });
    await db('directus_permissions').insert([
      {
        role,
        collection: 'legacy',
        action: 'read',
        fields: '*',
        permissions: JSON.stringify({ _and: [{ title: { _neq: '$CURRENT_USER.constructor' } }, { id: { _nnull: true } }] }),
      },
      {
        role,
        collection: 'directus_users',
        action: 'read',
        fields: 'id',
        permissions: JSON.stringify({ last_access: { _lt: '$NOW(+1 constructor)' } }),
      },
      { role, collection: 'legacy', action: 'create', fields: '*', validation: JSON.stringify({ constructor: { _submitted: true } }) },
      { role, collection: 'legacy', action: 'update', fields: '*', validation: JSON.stringify({ title: { __defineGetter__: 1 } }) },
    ]);
    const user = await server.createUser({ role });
    token = (await server.login(user.email, user.password)).access_token;
    await server.asAdmin('/utils/cache/clear', { method: 'POST' });
  });
  afterAll(async () => server?.close());

  it('requires a field named constructor that the validation rule wants submitted', async () => {
    const missing = await asUser('/items/legacy', { method: 'POST', json: { title: 'no constructor' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.[0]?.extensions).toMatchObject({ code: 'FAILED_VALIDATION', field: 'constructor' });
    const given = await asUser('/items/legacy', { method: 'POST', json: { title: 'with', constructor: 'c' } });
    expect(given.status).toBe(200);
  });

  it('refuses a write against a validation operator named like a prototype member with 400, not 500', async () => {
    const { status, body } = await asUser('/items/legacy/1', { method: 'PATCH', json: { title: 'changed' } });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions.code).toBe('FAILED_VALIDATION');
  });

  it('reads $CURRENT_USER.constructor as a missing field, not as Object', async () => {
    const { status, body } = await asUser('/items/legacy?fields=title&sort=id');
    expect(status).toBe(200);
    expect((body.data as unknown[]).length).toBeGreaterThan(0);
  });

  it('reads $NOW(+1 constructor) in a rule as an adjustment it cannot read (the date as is), not as Object', async () => {
    const { status } = await asUser('/users?fields=id');
    expect(status).toBe(200);
  });

  it('ignores a stored special named constructor on writes', async () => {
    const response = await server.asAdmin('/items/legacy', { method: 'POST', json: { title: 'special', tagged: 'kept' } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Body).data).toMatchObject({ tagged: 'kept' });
  });
});
