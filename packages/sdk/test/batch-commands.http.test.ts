import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as sdk from '@tessera/sdk';
import { createClient, readMe, rest, staticToken, type RestCommand } from '@tessera/sdk';
import { TEST_ADMIN, type TestServer } from '../../server/test/harness/start-test-server.js';
import { createBlog, resetBlog, startSdkTestServer } from './blog-fixture.js';

type Row = Record<string, unknown>;
type Command<T> = RestCommand<T>;

interface BatchCase {
  /** The SDK name of the batch command, e.g. `updateRolesBatch`. */
  command: string;
  /** The name of the command that creates two rows to change. */
  create: string;
  /** The two rows to create (given what earlier setup made). */
  rows: (ids: Setup) => Row[];
  /** The field each row gets a new value for: `${old} (batch)`. */
  field: string;
  key?: string;
}

interface Setup {
  adminId: string;
  roleId: string;
  flowId: string;
  dashboardId: string;
}

const run = (name: string, ...args: unknown[]) => (sdk as unknown as Record<string, (...a: unknown[]) => Command<unknown>>)[name]!(...args);

// Every update*Batch command of the reference SDK this server answers, on its own resource.
const CASES: BatchCase[] = [
  { command: 'updateRolesBatch', create: 'createRoles', field: 'name', rows: () => [{ name: 'Role A' }, { name: 'Role B' }] },
  { command: 'updateFoldersBatch', create: 'createFolders', field: 'name', rows: () => [{ name: 'Folder A' }, { name: 'Folder B' }] },
  {
    command: 'updateTranslationsBatch',
    create: 'createTranslations',
    field: 'value',
    rows: () => [
      { key: 'batch.a', language: 'en-US', value: 'A' },
      { key: 'batch.b', language: 'en-US', value: 'B' },
    ],
  },
  { command: 'updateDashboardsBatch', create: 'createDashboards', field: 'name', rows: () => [{ name: 'Dash A' }, { name: 'Dash B' }] },
  {
    command: 'updatePanelsBatch',
    create: 'createPanels',
    field: 'name',
    rows: ({ dashboardId }) =>
      ['Panel A', 'Panel B'].map((name) => ({
        dashboard: dashboardId,
        name,
        type: 'label',
        position_x: 1,
        position_y: 1,
        width: 6,
        height: 6,
      })),
  },
  {
    command: 'updateNotificationsBatch',
    create: 'createNotifications',
    field: 'subject',
    rows: ({ adminId }) => [
      { recipient: adminId, subject: 'Note A' },
      { recipient: adminId, subject: 'Note B' },
    ],
  },
  {
    command: 'updateFlowsBatch',
    create: 'createFlows',
    field: 'name',
    rows: () => ['Flow A', 'Flow B'].map((name) => ({ name, status: 'inactive', trigger: 'webhook', accountability: null, options: {} })),
  },
  {
    command: 'updateOperationsBatch',
    create: 'createOperations',
    field: 'name',
    rows: ({ flowId }) =>
      ['a', 'b'].map((key) => ({
        flow: flowId,
        key: `op_${key}`,
        name: `Op ${key}`,
        type: 'log',
        position_x: 1,
        position_y: 1,
        options: {},
      })),
  },
  {
    command: 'updatePermissionsBatch',
    create: 'createPermissions',
    field: 'collection',
    rows: ({ roleId }) => [
      { role: roleId, collection: 'articles', action: 'read', fields: ['*'] },
      { role: roleId, collection: 'authors', action: 'read', fields: ['*'] },
    ],
  },
  {
    command: 'updatePresetsBatch',
    create: 'createPresets',
    field: 'bookmark',
    rows: () => [
      { collection: 'articles', bookmark: 'Mark A' },
      { collection: 'articles', bookmark: 'Mark B' },
    ],
  },
  {
    command: 'updateSharesBatch',
    create: 'createShares',
    field: 'name',
    rows: ({ roleId }) =>
      ['Share A', 'Share B'].map((name, index) => ({ name, collection: 'articles', item: String(index + 1), role: roleId })),
  },
  {
    command: 'updateUsersBatch',
    create: 'createUsers',
    field: 'first_name',
    rows: () => ['Ann', 'Bea'].map((first_name) => ({ first_name, email: `${first_name.toLowerCase()}@batch.example.com` })),
  },
  {
    command: 'updateFilesBatch',
    create: 'createFiles',
    field: 'title',
    rows: () =>
      ['a', 'b'].map((name) => ({ title: `File ${name}`, filename_download: `${name}.txt`, type: 'text/plain', storage: 'local' })),
  },
  {
    command: 'updateContentVersionsBatch',
    create: 'createContentVersions',
    field: 'name',
    rows: () => ['1', '2'].map((item) => ({ key: `draft-${item}`, name: `Draft ${item}`, collection: 'articles', item })),
  },
];

describe('SDK batch updates and content-version names against the real server (SQLite)', { timeout: 20_000 }, () => {
  let server: TestServer;
  let setup: Setup;
  const admin = () => createClient(server.url).with(rest()).with(staticToken(TEST_ADMIN.token));

  beforeAll(async () => {
    server = await startSdkTestServer();
    await createBlog(server);
    await resetBlog(server);
    // Shares and versions point at collections the data model knows; versions need versioning on.
    await server.server.ctx.db('directus_collections').insert([
      { collection: 'articles', versioning: true },
      { collection: 'authors', versioning: false },
    ]);
    server.server.ctx.schema.invalidate();
    const client = admin();
    const adminId = (await client.request(readMe({ fields: ['id'] }))).id as string;
    const roleId = (await client.request(sdk.createRole({ name: 'Batch readers' }, { fields: ['id'] }))).id as string;
    const flowId = (await client.request(sdk.createFlow({ name: 'Host', status: 'inactive', trigger: 'webhook', options: {} })))
      .id as string;
    const dashboardId = (await client.request(sdk.createDashboard({ name: 'Host' }))).id as string;
    setup = { adminId, roleId, flowId, dashboardId };
  }, 60_000);
  afterAll(async () => server?.close());

  it.each(CASES.map((entry) => [entry.command, entry] as const))('%s changes each row with its own values', async (_name, entry) => {
    const client = admin();
    const key = entry.key ?? 'id';
    const created = (await client.request(run(entry.create, entry.rows(setup)))) as Row[];
    expect(created).toHaveLength(2);
    const changes = created.map((row) => ({ [key]: row[key], [entry.field]: `${String(row[entry.field])} (batch)` }));
    if (entry.field === 'collection') for (const change of changes) change.collection = 'labels';

    const updated = (await client.request(run(entry.command, changes, { fields: [key, entry.field] }))) as Row[];
    expect(updated).toEqual(expect.arrayContaining(changes));
    expect(updated).toHaveLength(2);
  });

  it('updateFields changes several fields of a collection in one request', async () => {
    const client = admin();
    const updated = await client.request(
      sdk.updateFields('articles', [
        { field: 'title', meta: { note: 'The headline' } },
        { field: 'rating', meta: { note: 'Out of five' } },
      ]),
    );
    expect(updated.map((field) => [field.field, field.meta?.note])).toEqual(
      expect.arrayContaining([
        ['title', 'The headline'],
        ['rating', 'Out of five'],
      ]),
    );
    expect((await client.request(sdk.readField('articles', 'rating'))).meta?.note).toBe('Out of five');
  });

  it('the content-version commands work under the reference names and the deprecated ones', async () => {
    const client = admin();
    const version = await client.request(sdk.createContentVersion({ key: 'review', name: 'Review', collection: 'articles', item: '3' }));
    expect(await client.request(sdk.readContentVersion(version.id, { fields: ['key', 'item'] }))).toEqual({ key: 'review', item: '3' });
    const listed = await client.request(sdk.readContentVersions({ filter: { key: { _eq: 'review' } }, fields: ['id'] }));
    expect(listed).toEqual([{ id: version.id }]);
    expect(await client.request(sdk.updateContentVersion(version.id, { name: 'Review 2' }, { fields: ['name'] }))).toEqual({
      name: 'Review 2',
    });
    expect(await client.request(sdk.readVersion(version.id, { fields: ['name'] }))).toEqual({ name: 'Review 2' });
    await client.request(sdk.deleteContentVersion(version.id));
    expect(await client.request(sdk.readContentVersions({ filter: { key: { _eq: 'review' } } }))).toEqual([]);
  });
});
