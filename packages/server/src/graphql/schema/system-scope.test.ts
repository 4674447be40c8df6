import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeAs, idsAsStrings } from '../../../test/harness/graphql-schema-kit.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { createGraphqlSchemaSource } from './schema-source.js';
import { GraphQLBoolean } from 'graphql';
import { readItem } from '../../services/items/read-items.js';
import type { GraphqlSchemaSource, SchemaExtras } from '../graphql-types.js';

type Json = Record<string, unknown>;

/** `/graphql/system`: the system collections REST serves, named without their prefix, read as REST reads them. */
describe('the system scope', () => {
  let server: TestServer;
  let schemas: GraphqlSchemaSource;
  let userToken: string;

  beforeAll(async () => {
    server = await startTestServer({ client: 'sqlite3' });
    const role = await server.createRole({ name: 'Staff' });
    userToken = 'staff-token';
    await server.createUser({ role, token: userToken, first_name: 'Sam' });
    schemas = createGraphqlSchemaSource(server.server.ctx);
  });
  afterAll(async () => {
    await server?.close();
  });

  const system = (source: string, token = server.adminToken) => executeAs(server.server.ctx, schemas, token, source, { scope: 'system' });
  const rest = async (path: string, token = server.adminToken) => {
    const response = await server.request(path, { token });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: unknown }).data;
  };

  it('answers users with their role, and the settings singleton, as the REST routes do', async () => {
    const result = await system('{ users(sort: ["email"]) { id email role { name } } settings { project_name } }');
    expect(result.errors).toBeUndefined();
    const data = result.data as Json;
    expect(data.users).toEqual(idsAsStrings(await rest('/users?sort=email&fields=id,email,role.name')));
    expect(data.settings).toEqual(await rest('/settings?fields=project_name'));
  });

  it('names collections without their prefix, leaves out those REST serves otherwise, and has no user collections', async () => {
    const result = await system('{ __schema { queryType { fields { name } } } }');
    const names = ((result.data as { __schema: { queryType: { fields: Json[] } } }).__schema.queryType.fields ?? []).map((f) =>
      String(f.name),
    );
    expect(names).toEqual(
      expect.arrayContaining(['users', 'users_by_id', 'roles', 'files', 'permissions', 'settings', 'activity_aggregated']),
    );
    expect(names).not.toContain('settings_by_id');
    for (const absent of ['collections', 'fields', 'relations', 'migrations', 'sessions', 'extensions', 'directus_users'])
      expect(names).not.toContain(absent);
    const items = await executeAs(server.server.ctx, schemas, server.adminToken, '{ __schema { queryType { fields { name } } } }');
    const itemNames = ((items.data as { __schema: { queryType: { fields: Json[] } } }).__schema.queryType.fields ?? []).map((f) => f.name);
    expect(itemNames).not.toContain('users');
  });

  it("hands the endpoint's extras the generated types and the selection → REST query translation", async () => {
    const extras: SchemaExtras = {
      query: (types) => ({
        users_me: {
          type: types.typeOf('directus_users')!,
          resolve: (_source, _args, context, info) =>
            readItem(context.op, 'directus_users', context.access.accountability.user, types.restQuery('directus_users', info, context)),
        },
      }),
      mutation: (types) => ({ touch: { type: GraphQLBoolean, resolve: () => types.typeOf('directus_roles') !== undefined } }),
    };
    const withExtras = createGraphqlSchemaSource(server.server.ctx, { system: extras });
    const result = await executeAs(server.server.ctx, withExtras, userToken, '{ users_me { first_name r: role { name } } }', {
      scope: 'system',
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ users_me: { first_name: 'Sam', r: { name: 'Staff' } } });
    const touched = await executeAs(server.server.ctx, withExtras, userToken, 'mutation { touch }', { scope: 'system' });
    expect(touched.data).toEqual({ touch: true });
    // The items scope has its own extras (none here).
    const items = await executeAs(server.server.ctx, withExtras, userToken, '{ users_me { id } }');
    expect(items.errors?.[0]?.message).toMatch(/Cannot query field "users_me"/);
  });

  it("gives a user the system collections its role's default rules let it read, with their rows", async () => {
    const result = await system('{ users { first_name } }', userToken);
    expect(result.errors).toBeUndefined();
    expect((result.data as { users: Json[] }).users).toEqual(await rest('/users?fields=first_name', userToken));
    const hidden = await system('{ webhooks { id } }', userToken);
    expect(hidden.errors?.[0]?.message).toMatch(/Cannot query field "webhooks"/);
  });
});
