import { Readable } from 'node:stream';
import type { Accountability, ApiExtensionContext } from '@tessera/extensions-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { TEST_DATABASES } from '../../../test/harness/test-databases.js';
import { createExtensionContext } from './create-extension-context.js';

/** The reference's services an extension may construct, beyond ItemsService, Users, Roles, Files and Mail (issue 41, point 6). */
const SERVICE_NAMES = [
  'SpecificationService',
  'CollectionsService',
  'FieldsService',
  'RelationsService',
  'PermissionsService',
  'ActivityService',
  'RevisionsService',
  'SettingsService',
  'ServerService',
  'FlowsService',
  'OperationsService',
  'DashboardsService',
  'PanelsService',
  'PresetsService',
  'TranslationsService',
  'NotificationsService',
  'SharesService',
  'FoldersService',
  'VersionsService',
  'UtilsService',
  'MetaService',
  'SchemaService',
  'WebhooksService',
  'ImportService',
];

type Service = Record<string, (...args: unknown[]) => Promise<unknown>> & {
  oas: { generate(): Promise<{ paths: Record<string, unknown> }> };
};
type ServiceClass = new (options?: { accountability?: Accountability | null }) => Service;

describe.each(TEST_DATABASES)('the reference services in an extension context on %s', (client) => {
  let server: TestServer;
  let context: ApiExtensionContext;
  let editor: Accountability;
  const service = (name: string, accountability: Accountability | null = null) =>
    new (context.services[name] as unknown as ServiceClass)({ accountability });

  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOG_LEVEL: 'warn' } });
    for (const name of ['notes', 'secrets']) {
      const created = await server.asAdmin('/collections', {
        method: 'POST',
        json: {
          collection: name,
          schema: {},
          meta: { sort_field: 'sort' },
          fields: [
            { field: 'title', type: 'string' },
            { field: 'sort', type: 'integer' },
          ],
        },
      });
      expect(created.status).toBe(200);
    }
    const role = await server.createRole({ name: 'Editor', app_access: true });
    const rule = await server.asAdmin('/permissions', {
      method: 'POST',
      json: { role, collection: 'notes', action: 'read', fields: ['*'], permissions: {} },
    });
    expect(rule.status).toBe(200);
    editor = { user: (await server.createUser({ role })).id, role, admin: false, app: true };
    context = createExtensionContext(server.server.ctx, 'services-test');
    for (const title of ['a', 'b', 'c']) await server.asAdmin('/items/notes', { method: 'POST', json: { title } });
  });
  afterAll(() => server?.close());

  it('offers every one of them as a class', () => {
    for (const name of SERVICE_NAMES) expect(typeof context.services[name], name).toBe('function');
  });

  it('reads the data model as the caller may see it, and changes it for admins only', async () => {
    const editorCollections = (await service('CollectionsService', editor).readByQuery!()) as Array<{ collection: string }>;
    expect(editorCollections.map((entry) => entry.collection)).toContain('notes');
    expect(editorCollections.map((entry) => entry.collection)).not.toContain('secrets');
    await expect(service('CollectionsService', editor).readOne!('secrets')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(service('CollectionsService', editor).readOne!('__proto__')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(service('CollectionsService', editor).createOne!({ collection: 'sneaky', schema: {} })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(service('FieldsService', editor).createField!('notes', { field: 'x', type: 'string' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(service('RelationsService', editor).deleteOne!('notes', 'title')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await service('CollectionsService').createOne!({
      collection: 'made_by_extension',
      schema: {},
      fields: [{ field: 'name', type: 'string' }],
    });
    await service('FieldsService').createField!('made_by_extension', { field: 'note', type: 'text' });
    const fields = (await service('FieldsService').readAll!('made_by_extension')) as Array<{ field: string }>;
    expect(fields.map((entry) => entry.field).sort()).toEqual(['id', 'name', 'note']);
    expect((await (await server.asAdmin('/fields/made_by_extension/note')).json()) as unknown).toMatchObject({ data: { type: 'text' } });
  });

  it('writes system collections as their routes do: permissions for admins only, and new rules apply at once', async () => {
    await expect(
      service('PermissionsService', editor).createOne!({ role: editor.role, collection: 'secrets', action: 'read', fields: ['*'] }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(service('SettingsService', editor).upsertSingleton!({ project_name: 'Taken over' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const secret = await server.asAdmin('/items/secrets', { method: 'POST', json: { title: 'hidden' } });
    expect(secret.status).toBe(200);
    expect((await server.request('/items/secrets', { token: await tokenOf(server, editor) })).status).toBe(403);
    await service('PermissionsService').createOne!({
      role: editor.role,
      collection: 'secrets',
      action: 'read',
      fields: ['*'],
      permissions: {},
    });
    expect((await server.request('/items/secrets', { token: await tokenOf(server, editor) })).status).toBe(200);
    await service('SettingsService').upsertSingleton!({ project_name: 'Made by an extension' });
    expect(((await (await server.asAdmin('/settings')).json()) as { data: { project_name: string } }).data.project_name).toBe(
      'Made by an extension',
    );
  });

  it('imports a JSON stream for an admin, all or nothing, and refuses an editor without create rights', async () => {
    const rows = () => Readable.from([JSON.stringify([{ title: 'imported one' }, { title: 'imported two' }])]);
    await expect(service('ImportService', editor).import!('secrets', 'application/json', rows())).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await service('ImportService').import!('secrets', 'application/json', rows());
    const titles = (
      (await (await server.asAdmin('/items/secrets?filter[title][_starts_with]=imported&sort=title')).json()) as {
        data: Array<{ title: string }>;
      }
    ).data;
    expect(titles.map((row) => row.title)).toEqual(['imported one', 'imported two']);
    await expect(service('ImportService').import!('__proto__', 'application/json', rows())).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('answers server, specification, schema, meta and sort calls as their routes answer the same caller', async () => {
    const publicSpec = await service('SpecificationService', { user: null, role: null, admin: false, app: false }).oas.generate();
    expect(Object.keys(publicSpec.paths)).not.toContain('/items/notes');
    const adminSpec = await service('SpecificationService').oas.generate();
    expect(Object.keys(adminSpec.paths)).toContain('/items/notes');
    await expect(service('SchemaService', editor).snapshot!()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const snapshot = (await service('SchemaService').snapshot!()) as { collections: Array<{ collection: string }> };
    expect(snapshot.collections.map((entry) => entry.collection)).toContain('notes');
    expect(await service('SchemaService').diff!(snapshot)).toBeNull();
    expect(await service('MetaService', editor).getMetaForQuery!('notes', { filter: { title: { _eq: 'a' } } })).toEqual({
      total_count: 3,
      filter_count: 1,
    });
    await expect(service('UtilsService', editor).sort!('notes', { item: 1, to: 3 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const info = (await service('ServerService', { user: null, role: null, admin: false, app: false }).serverInfo!()) as Record<
      string,
      unknown
    >;
    expect(info).toHaveProperty('project');
    expect(JSON.stringify(info)).not.toContain('"version"');
  });
});

async function tokenOf(server: TestServer, accountability: Accountability): Promise<string> {
  const row = (await server.server.ctx.db('directus_users').where({ id: accountability.user }).first()) as { email: string };
  const password = 'services-test-password';
  await server.asAdmin(`/users/${accountability.user}`, { method: 'PATCH', json: { password } });
  return (await server.login(row.email, password)).access_token;
}
