import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeAs } from '../../../test/harness/graphql-schema-kit.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import type { GraphqlSchemaSource } from '../graphql-types.js';
import { createGraphqlSchemaSource } from './schema-source.js';

type Json = Record<string, unknown>;

/** `/graphql/system` writes a system collection as its REST routes do: their checks, operations and after-effects. */
describe('system mutations', () => {
  let server: TestServer;
  let schemas: GraphqlSchemaSource;
  let role: string;
  const staff = 'staff-token';

  beforeAll(async () => {
    server = await startTestServer({ client: 'sqlite3' });
    role = await server.createRole({ name: 'Staff' });
    await server.createUser({ role, token: staff });
    // Staff may create permission rows by rule, but /permissions is written by admins only.
    await server.server.ctx.db('directus_permissions').insert({ role, collection: 'directus_permissions', action: 'create', fields: '*' });
    server.server.ctx.permissions.invalidate();
    schemas = createGraphqlSchemaSource(server.server.ctx);
  });
  afterAll(async () => {
    await server?.close();
  });

  const system = (source: string, token = server.adminToken) => executeAs(server.server.ctx, schemas, token, source, { scope: 'system' });
  const restCode = async (path: string, json: unknown, token = server.adminToken) => {
    const response = await server.request(path, { method: 'POST', token, json });
    return ((await response.json()) as { errors?: Array<{ extensions: Json }> }).errors?.[0]?.extensions.code;
  };
  const codeOf = (result: Awaited<ReturnType<typeof system>>) => {
    const error = result.errors?.[0]?.originalError as { code?: string; errors?: Array<{ code: string }> } | undefined;
    return error?.code ?? error?.errors?.[0]?.code;
  };

  it('creates, updates and deletes roles and users through their REST operations', async () => {
    const made = await system('mutation { create_roles_item(data: {name: "Editors"}) { id name } }');
    expect(made.errors).toBeUndefined();
    const editors = (made.data as { create_roles_item: Json }).create_roles_item;
    expect(editors.name).toBe('Editors');
    const user = await system(
      `mutation { create_users_item(data: {email: "ed@example.com", password: "Long-enough-1!", role: {id: "${String(editors.id)}"}}) { email role { name } } }`,
    );
    expect(user.errors).toBeUndefined();
    expect(user.data).toEqual({ create_users_item: { email: 'ed@example.com', role: { name: 'Editors' } } });
    // The users route's own checks apply: a taken e-mail is refused as REST refuses it.
    const taken = await system('mutation { create_users_item(data: {email: "ed@example.com"}) { id } }');
    expect(codeOf(taken)).toBe('RECORD_NOT_UNIQUE');
    expect(await restCode('/users', { email: 'ed@example.com' })).toBe('RECORD_NOT_UNIQUE');
    const renamed = await system(`mutation { update_roles_item(id: "${String(editors.id)}", data: {name: "Editors 2"}) { name } }`);
    expect(renamed.data).toEqual({ update_roles_item: { name: 'Editors 2' } });
    const row = (await server.server.ctx.db('directus_users').where('email', 'ed@example.com').first('id')) as { id: string };
    const removed = await system(`mutation { delete_users_item(id: "${row.id}") { id } }`);
    expect(removed.data).toEqual({ delete_users_item: { id: row.id } });
    expect(await server.server.ctx.db('directus_users').where('email', 'ed@example.com').first('id')).toBeUndefined();
  });

  it("keeps /permissions' admin-only writes, and recompiles the rules after an admin's", async () => {
    const refused = await system(
      'mutation { create_permissions_item(data: {collection: "directus_webhooks", action: "read", fields: ["*"]}) { id } }',
      staff,
    );
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(await restCode('/permissions', { collection: 'directus_webhooks', action: 'read', fields: ['*'] }, staff)).toBe('FORBIDDEN');

    const before = await system('{ __schema { queryType { fields { name } } } }', staff);
    const names = (result: typeof before) =>
      (result.data as { __schema: { queryType: { fields: Json[] } } }).__schema.queryType.fields.map((f) => f.name);
    expect(names(before)).not.toContain('webhooks');
    const granted = await system(
      `mutation { create_permissions_item(data: {role: {id: "${role}"}, collection: "directus_webhooks", action: "read", fields: ["*"]}) { collection } }`,
    );
    expect(granted.errors).toBeUndefined();
    expect(names(await system('{ __schema { queryType { fields { name } } } }', staff))).toContain('webhooks');
  });

  it('offers no writes for system collections that REST writes by routes of their own', async () => {
    const result = await system('{ __schema { mutationType { fields { name } } } }');
    const names = (result.data as { __schema: { mutationType: { fields: Json[] } } }).__schema.mutationType.fields.map((f) =>
      String(f.name),
    );
    expect(names).toEqual(expect.arrayContaining(['create_users_item', 'update_files_items', 'delete_files_item', 'update_roles_batch']));
    for (const absent of ['create_files_item', 'update_files_item', 'update_settings', 'create_activity_item', 'create_revisions_item'])
      expect(names).not.toContain(absent);
  });
});
