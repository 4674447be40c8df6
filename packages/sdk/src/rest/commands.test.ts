import { describe, expect, it } from 'vitest';
import { jsonResponse, recordingFetch } from '../../test/recording-fetch.js';
import { createClient } from '../client.js';
import {
  acceptUserInvite,
  aggregate,
  disableUserTwoFactor,
  inviteUser,
  randomString,
  createCollection,
  createComment,
  createField,
  createFile,
  createFlow,
  createFolder,
  createItem,
  createItems,
  createPermission,
  createPreset,
  createRelation,
  createRole,
  createUser,
  createUsers,
  deleteCollection,
  deleteComment,
  deleteField,
  deleteItem,
  deleteItems,
  deletePermission,
  deletePreset,
  deleteRelation,
  deleteRole,
  deleteUser,
  deleteUsers,
  deleteWebhook,
  enableTwoFactor,
  generateTwoFactorSecret,
  importFile,
  passwordRequest,
  passwordReset,
  inviteShare,
  readExtensions,
  registerUser,
  registerUserVerify,
  readActivities,
  readActivity,
  readCollection,
  readCollections,
  readDashboards,
  readField,
  readFields,
  readFieldsByCollection,
  readFiles,
  readFlows,
  readFolders,
  readItem,
  readItemPermissions,
  readItems,
  readMe,
  readMyPermissions,
  readNotifications,
  readOperations,
  readPanels,
  readPermissions,
  readPresets,
  readRelation,
  readRelationByCollection,
  readRelations,
  readRevision,
  readRevisions,
  readRole,
  readRoles,
  readSettings,
  readShares,
  readSingleton,
  readTranslations,
  readUser,
  readUsers,
  readVersions,
  readWebhooks,
  serverHealth,
  serverInfo,
  serverPing,
  readOpenApiSpec,
  updateCollection,
  updateCollectionsBatch,
  updateComment,
  updateField,
  updateFieldsBatch,
  updateItem,
  updateItems,
  updateItemsBatch,
  updateMe,
  updatePermission,
  updatePreset,
  updateRelation,
  updateRole,
  updateSettings,
  updateSingleton,
  updateUser,
  updateUsers,
  updateNotification,
  createShare,
  deleteDashboard,
  updatePanel,
  deleteOperation,
  createTranslation,
  updateVersion,
  utilitySort,
} from '../index.js';
import type { RestCommand } from './command.js';
import { rest } from './rest.js';

interface Case {
  command: RestCommand<unknown>;
  method: string;
  path: string;
  query?: string;
  body?: unknown;
}

const articleQuery = {
  fields: ['id', 'title', 'author.name'],
  filter: { status: { _eq: 'published' } },
  sort: ['-id'],
  limit: 25,
  meta: 'filter_count',
} as const;
const articleQueryString = 'fields=id,title,author.name&filter={"status":{"_eq":"published"}}&sort=-id&limit=25&meta=filter_count';

// One row per command: the exact method, path, decoded query string and JSON body it must send
// (api-reference sections 2 and 6).
const CASES: Record<string, Case> = {
  readItems: { command: readItems('articles', articleQuery), method: 'GET', path: '/items/articles', query: articleQueryString },
  'readItems (everything)': {
    command: readItems('articles', {
      fields: ['*', { author: ['name'] }, { blocks: { headings: ['title'] } }],
      search: 'tea',
      offset: 10,
      page: 2,
      deep: { blocks: { _limit: 5 } },
      alias: { en: 'translations' },
      groupBy: ['status'],
      aggregate: { count: '*' },
    }),
    method: 'GET',
    path: '/items/articles',
    query:
      'fields=*,author.name,blocks:headings.title&search=tea&offset=10&page=2&deep={"blocks":{"_limit":5}}&alias={"en":"translations"}&groupBy=status&aggregate={"count":"*"}',
  },
  readItem: { command: readItem('articles', 7, { fields: ['title'] }), method: 'GET', path: '/items/articles/7', query: 'fields=title' },
  'readItem (string key, encoded)': { command: readItem('articles', 'a b/c'), method: 'GET', path: '/items/articles/a%20b%2Fc' },
  createItem: {
    command: createItem('articles', { title: 'Hi' }, { fields: ['id'] }),
    method: 'POST',
    path: '/items/articles',
    query: 'fields=id',
    body: { title: 'Hi' },
  },
  createItems: {
    command: createItems('articles', [{ title: 'A' }, { title: 'B' }]),
    method: 'POST',
    path: '/items/articles',
    body: [{ title: 'A' }, { title: 'B' }],
  },
  updateItem: { command: updateItem('articles', 7, { title: 'New' }), method: 'PATCH', path: '/items/articles/7', body: { title: 'New' } },
  'updateItems (keys)': {
    command: updateItems('articles', [1, 2], { status: 'archived' }),
    method: 'PATCH',
    path: '/items/articles',
    body: { keys: [1, 2], data: { status: 'archived' } },
  },
  'updateItems (query)': {
    command: updateItems('articles', { filter: { status: { _eq: 'draft' } } }, { status: 'archived' }, { fields: ['id'] }),
    method: 'PATCH',
    path: '/items/articles',
    query: 'fields=id',
    body: { query: { filter: { status: { _eq: 'draft' } } }, data: { status: 'archived' } },
  },
  updateItemsBatch: {
    command: updateItemsBatch('articles', [
      { id: 1, title: 'A' },
      { id: 2, title: 'B' },
    ]),
    method: 'PATCH',
    path: '/items/articles',
    body: [
      { id: 1, title: 'A' },
      { id: 2, title: 'B' },
    ],
  },
  deleteItem: { command: deleteItem('articles', 7), method: 'DELETE', path: '/items/articles/7' },
  'deleteItems (keys)': { command: deleteItems('articles', [1, 2]), method: 'DELETE', path: '/items/articles', body: { keys: [1, 2] } },
  'deleteItems (query)': {
    command: deleteItems('articles', { filter: { id: { _gt: 5 } } }),
    method: 'DELETE',
    path: '/items/articles',
    body: { query: { filter: { id: { _gt: 5 } } } },
  },
  readSingleton: {
    command: readSingleton('settings_page', { fields: ['headline'] }),
    method: 'GET',
    path: '/items/settings_page',
    query: 'fields=headline',
  },
  updateSingleton: {
    command: updateSingleton('settings_page', { headline: 'Hello' }),
    method: 'PATCH',
    path: '/items/settings_page',
    body: { headline: 'Hello' },
  },
  aggregate: {
    command: aggregate('articles', {
      aggregate: { count: '*', sum: ['price'] },
      groupBy: ['status'],
      query: { filter: { price: { _gt: 1 } } },
    }),
    method: 'GET',
    path: '/items/articles',
    query: 'filter={"price":{"_gt":1}}&aggregate={"count":"*","sum":["price"]}&groupBy=status',
  },
  'aggregate (system collection)': {
    command: aggregate('directus_users', { aggregate: { count: '*' } }),
    method: 'GET',
    path: '/users',
    query: 'aggregate={"count":"*"}',
  },

  readMe: { command: readMe({ fields: ['id', 'role.name'] }), method: 'GET', path: '/users/me', query: 'fields=id,role.name' },
  updateMe: { command: updateMe({ language: 'de-DE' }), method: 'PATCH', path: '/users/me', body: { language: 'de-DE' } },
  readUsers: {
    command: readUsers({ filter: { status: { _eq: 'active' } }, limit: -1 }),
    method: 'GET',
    path: '/users',
    query: 'filter={"status":{"_eq":"active"}}&limit=-1',
  },
  readUser: { command: readUser('u1', { fields: ['email'] }), method: 'GET', path: '/users/u1', query: 'fields=email' },
  createUser: {
    command: createUser({ email: 'a@b.c', password: 'pw' }),
    method: 'POST',
    path: '/users',
    body: { email: 'a@b.c', password: 'pw' },
  },
  createUsers: { command: createUsers([{ email: 'a@b.c' }]), method: 'POST', path: '/users', body: [{ email: 'a@b.c' }] },
  updateUser: { command: updateUser('u1', { status: 'suspended' }), method: 'PATCH', path: '/users/u1', body: { status: 'suspended' } },
  updateUsers: {
    command: updateUsers(['u1', 'u2'], { status: 'archived' }),
    method: 'PATCH',
    path: '/users',
    body: { keys: ['u1', 'u2'], data: { status: 'archived' } },
  },
  deleteUser: { command: deleteUser('u1'), method: 'DELETE', path: '/users/u1' },
  deleteUsers: { command: deleteUsers(['u1', 'u2']), method: 'DELETE', path: '/users', body: { keys: ['u1', 'u2'] } },

  readRoles: { command: readRoles({ sort: 'name' }), method: 'GET', path: '/roles', query: 'sort=name' },
  readRole: { command: readRole('r1'), method: 'GET', path: '/roles/r1' },
  createRole: {
    command: createRole({ name: 'Editor', app_access: true }),
    method: 'POST',
    path: '/roles',
    body: { name: 'Editor', app_access: true },
  },
  updateRole: { command: updateRole('r1', { admin_access: false }), method: 'PATCH', path: '/roles/r1', body: { admin_access: false } },
  deleteRole: { command: deleteRole('r1'), method: 'DELETE', path: '/roles/r1' },
  readPermissions: {
    command: readPermissions({ filter: { role: { _null: true } } }),
    method: 'GET',
    path: '/permissions',
    query: 'filter={"role":{"_null":true}}',
  },
  createPermission: {
    command: createPermission({ role: 'r1', collection: 'articles', action: 'read', fields: ['*'] }),
    method: 'POST',
    path: '/permissions',
    body: { role: 'r1', collection: 'articles', action: 'read', fields: ['*'] },
  },
  updatePermission: { command: updatePermission(3, { fields: ['id'] }), method: 'PATCH', path: '/permissions/3', body: { fields: ['id'] } },
  deletePermission: { command: deletePermission(3), method: 'DELETE', path: '/permissions/3' },
  readMyPermissions: { command: readMyPermissions(), method: 'GET', path: '/permissions/me' },
  readItemPermissions: { command: readItemPermissions('articles', 4), method: 'GET', path: '/permissions/me/articles/4' },
  'readItemPermissions (singleton)': {
    command: readItemPermissions('settings_page'),
    method: 'GET',
    path: '/permissions/me/settings_page',
  },
  readShares: { command: readShares(), method: 'GET', path: '/shares' },
  createShare: {
    command: createShare({ collection: 'articles', item: '1' }),
    method: 'POST',
    path: '/shares',
    body: { collection: 'articles', item: '1' },
  },
  passwordRequest: {
    command: passwordRequest('a@b.c', 'https://app/reset'),
    method: 'POST',
    path: '/auth/password/request',
    body: { email: 'a@b.c', reset_url: 'https://app/reset' },
  },
  passwordReset: {
    command: passwordReset('tok', 'new-pw'),
    method: 'POST',
    path: '/auth/password/reset',
    body: { token: 'tok', password: 'new-pw' },
  },

  generateTwoFactorSecret: {
    command: generateTwoFactorSecret('pw'),
    method: 'POST',
    path: '/users/me/tfa/generate',
    body: { password: 'pw' },
  },
  enableTwoFactor: {
    command: enableTwoFactor('SECRET', '123456'),
    method: 'POST',
    path: '/users/me/tfa/enable',
    body: { secret: 'SECRET', otp: '123456' },
  },
  inviteUser: {
    command: inviteUser(['a@b.c', 'd@e.f'], 'r1'),
    method: 'POST',
    path: '/users/invite',
    body: { email: ['a@b.c', 'd@e.f'], role: 'r1' },
  },
  inviteUserWithUrl: {
    command: inviteUser('a@b.c', 'r1', 'https://app/accept'),
    method: 'POST',
    path: '/users/invite',
    body: { email: 'a@b.c', role: 'r1', invite_url: 'https://app/accept' },
  },
  acceptUserInvite: {
    command: acceptUserInvite('tok', 'pw'),
    method: 'POST',
    path: '/users/invite/accept',
    body: { token: 'tok', password: 'pw' },
  },
  disableUserTwoFactor: { command: disableUserTwoFactor('u 1'), method: 'POST', path: '/users/u%201/tfa/disable' },
  randomString: { command: randomString(32), method: 'GET', path: '/utils/random/string', query: 'length=32' },
  utilitySort: { command: utilitySort('articles', 8, 2), method: 'POST', path: '/utils/sort/articles', body: { item: 8, to: 2 } },

  readCollections: { command: readCollections(), method: 'GET', path: '/collections' },
  readCollection: { command: readCollection('articles'), method: 'GET', path: '/collections/articles' },
  createCollection: {
    command: createCollection({ collection: 'articles', meta: { icon: 'article' }, schema: {} }),
    method: 'POST',
    path: '/collections',
    body: { collection: 'articles', meta: { icon: 'article' }, schema: {} },
  },
  updateCollection: {
    command: updateCollection('articles', { meta: { note: 'News' } }),
    method: 'PATCH',
    path: '/collections/articles',
    body: { meta: { note: 'News' } },
  },
  updateCollectionsBatch: {
    command: updateCollectionsBatch([{ collection: 'articles', meta: { sort: 2, group: 'blog' } }]),
    method: 'PATCH',
    path: '/collections',
    body: [{ collection: 'articles', meta: { sort: 2, group: 'blog' } }],
  },
  updateFieldsBatch: {
    command: updateFieldsBatch('articles', [{ field: 'title', meta: { sort: 1, group: null } }]),
    method: 'PATCH',
    path: '/fields/articles',
    body: [{ field: 'title', meta: { sort: 1, group: null } }],
  },
  deleteCollection: { command: deleteCollection('articles'), method: 'DELETE', path: '/collections/articles' },
  readFields: { command: readFields(), method: 'GET', path: '/fields' },
  readFieldsByCollection: { command: readFieldsByCollection('articles'), method: 'GET', path: '/fields/articles' },
  readField: { command: readField('articles', 'title'), method: 'GET', path: '/fields/articles/title' },
  createField: {
    command: createField('articles', { field: 'title', type: 'string', meta: { interface: 'input' } }),
    method: 'POST',
    path: '/fields/articles',
    body: { field: 'title', type: 'string', meta: { interface: 'input' } },
  },
  updateField: {
    command: updateField('articles', 'title', { meta: { note: 'Headline' } }),
    method: 'PATCH',
    path: '/fields/articles/title',
    body: { meta: { note: 'Headline' } },
  },
  deleteField: { command: deleteField('articles', 'title'), method: 'DELETE', path: '/fields/articles/title' },
  readRelations: { command: readRelations(), method: 'GET', path: '/relations' },
  readRelationByCollection: { command: readRelationByCollection('articles'), method: 'GET', path: '/relations/articles' },
  readRelation: { command: readRelation('articles', 'author'), method: 'GET', path: '/relations/articles/author' },
  createRelation: {
    command: createRelation({ collection: 'articles', field: 'author', related_collection: 'authors' }),
    method: 'POST',
    path: '/relations',
    body: { collection: 'articles', field: 'author', related_collection: 'authors' },
  },
  updateRelation: {
    command: updateRelation('articles', 'author', { meta: { one_deselect_action: 'delete' } }),
    method: 'PATCH',
    path: '/relations/articles/author',
    body: { meta: { one_deselect_action: 'delete' } },
  },
  deleteRelation: { command: deleteRelation('articles', 'author'), method: 'DELETE', path: '/relations/articles/author' },

  readSettings: { command: readSettings({ fields: ['project_name'] }), method: 'GET', path: '/settings', query: 'fields=project_name' },
  updateSettings: {
    command: updateSettings({ project_name: 'Newsroom' }),
    method: 'PATCH',
    path: '/settings',
    body: { project_name: 'Newsroom' },
  },
  readPresets: {
    command: readPresets({ filter: { user: { _eq: '$CURRENT_USER' } } }),
    method: 'GET',
    path: '/presets',
    query: 'filter={"user":{"_eq":"$CURRENT_USER"}}',
  },
  createPreset: {
    command: createPreset({ collection: 'articles', layout: 'tabular' }),
    method: 'POST',
    path: '/presets',
    body: { collection: 'articles', layout: 'tabular' },
  },
  updatePreset: { command: updatePreset(5, { search: 'tea' }), method: 'PATCH', path: '/presets/5', body: { search: 'tea' } },
  deletePreset: { command: deletePreset(5), method: 'DELETE', path: '/presets/5' },
  readActivities: {
    command: readActivities({ sort: ['-timestamp'], limit: 10 }),
    method: 'GET',
    path: '/activity',
    query: 'sort=-timestamp&limit=10',
  },
  readActivity: { command: readActivity(9), method: 'GET', path: '/activity/9' },
  createComment: {
    command: createComment({ collection: 'articles', item: 1, comment: 'Nice' }),
    method: 'POST',
    path: '/activity/comment',
    body: { collection: 'articles', item: 1, comment: 'Nice' },
  },
  updateComment: { command: updateComment(9, 'Edited'), method: 'PATCH', path: '/activity/comment/9', body: { comment: 'Edited' } },
  deleteComment: { command: deleteComment(9), method: 'DELETE', path: '/activity/comment/9' },
  readRevisions: {
    command: readRevisions({ filter: { item: { _eq: '1' } } }),
    method: 'GET',
    path: '/revisions',
    query: 'filter={"item":{"_eq":"1"}}',
  },
  readRevision: { command: readRevision(4), method: 'GET', path: '/revisions/4' },
  readFiles: { command: readFiles({ search: 'logo' }), method: 'GET', path: '/files', query: 'search=logo' },
  createFile: { command: createFile({ title: 'Meta only' }), method: 'POST', path: '/files', body: { title: 'Meta only' } },
  importFile: {
    command: importFile('https://example.com/a.png', { title: 'A' }),
    method: 'POST',
    path: '/files/import',
    body: { url: 'https://example.com/a.png', data: { title: 'A' } },
  },
  readFolders: { command: readFolders(), method: 'GET', path: '/folders' },
  createFolder: { command: createFolder({ name: 'Images' }), method: 'POST', path: '/folders', body: { name: 'Images' } },
  readNotifications: {
    command: readNotifications({ filter: { status: { _eq: 'inbox' } } }),
    method: 'GET',
    path: '/notifications',
    query: 'filter={"status":{"_eq":"inbox"}}',
  },
  updateNotification: {
    command: updateNotification(2, { status: 'archived' }),
    method: 'PATCH',
    path: '/notifications/2',
    body: { status: 'archived' },
  },
  readDashboards: { command: readDashboards(), method: 'GET', path: '/dashboards' },
  deleteDashboard: { command: deleteDashboard('d1'), method: 'DELETE', path: '/dashboards/d1' },
  readPanels: {
    command: readPanels({ filter: { dashboard: { _eq: 'd1' } } }),
    method: 'GET',
    path: '/panels',
    query: 'filter={"dashboard":{"_eq":"d1"}}',
  },
  updatePanel: { command: updatePanel('p1', { width: 6 }), method: 'PATCH', path: '/panels/p1', body: { width: 6 } },
  readFlows: { command: readFlows(), method: 'GET', path: '/flows' },
  createFlow: {
    command: createFlow({ name: 'Notify', status: 'active' }),
    method: 'POST',
    path: '/flows',
    body: { name: 'Notify', status: 'active' },
  },
  readOperations: { command: readOperations(), method: 'GET', path: '/operations' },
  deleteOperation: { command: deleteOperation('o1'), method: 'DELETE', path: '/operations/o1' },
  readWebhooks: { command: readWebhooks(), method: 'GET', path: '/webhooks' },
  deleteWebhook: { command: deleteWebhook(1), method: 'DELETE', path: '/webhooks/1' },
  readTranslations: {
    command: readTranslations({ filter: { language: { _eq: 'en-US' } } }),
    method: 'GET',
    path: '/translations',
    query: 'filter={"language":{"_eq":"en-US"}}',
  },
  createTranslation: {
    command: createTranslation({ key: 'hello', language: 'en-US', value: 'Hello' }),
    method: 'POST',
    path: '/translations',
    body: { key: 'hello', language: 'en-US', value: 'Hello' },
  },
  readVersions: {
    command: readVersions({ filter: { collection: { _eq: 'articles' } } }),
    method: 'GET',
    path: '/versions',
    query: 'filter={"collection":{"_eq":"articles"}}',
  },
  updateVersion: { command: updateVersion('v1', { name: 'Draft 2' }), method: 'PATCH', path: '/versions/v1', body: { name: 'Draft 2' } },
  serverPing: { command: serverPing(), method: 'GET', path: '/server/ping' },
  serverInfo: { command: serverInfo(), method: 'GET', path: '/server/info' },
  serverHealth: { command: serverHealth(), method: 'GET', path: '/server/health' },
  readOpenApiSpec: { command: readOpenApiSpec(), method: 'GET', path: '/server/specs/oas' },
  registerUser: {
    command: registerUser('a@b.c', 'pw', { first_name: 'A', verification_url: 'https://app/verify' }),
    method: 'POST',
    path: '/users/register',
    body: { email: 'a@b.c', password: 'pw', first_name: 'A', verification_url: 'https://app/verify' },
  },
  registerUserVerify: { command: registerUserVerify('tok'), method: 'GET', path: '/users/register/verify-email', query: 'token=tok' },
  inviteShare: {
    command: inviteShare('s1', ['a@b.c', 'd@e.f']),
    method: 'POST',
    path: '/shares/invite',
    body: { share: 's1', emails: ['a@b.c', 'd@e.f'] },
  },
  readExtensions: { command: readExtensions(), method: 'GET', path: '/extensions' },
};

describe('commands send exactly the request of the reference', () => {
  it.each(Object.entries(CASES))('%s', async (_name, expected) => {
    const { fetch, calls } = recordingFetch();
    const client = createClient('http://localhost:8055', { fetch }).with(rest());
    await client.request(expected.command);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect({ method: call?.method, path: call?.path, query: call?.query, body: call?.body }).toEqual({
      method: expected.method,
      path: expected.path,
      query: expected.query ?? '',
      body: expected.body,
    });
    expect(call?.headers['content-type']).toBe(expected.body === undefined ? undefined : 'application/json');
  });

  it('encodes the query string the standard way', async () => {
    const { fetch, calls } = recordingFetch();
    const client = createClient('http://localhost:8055', { fetch }).with(rest());
    await client.request(readItems('articles', { filter: { title: { _eq: 'a&b c' } }, search: 'x y' }));
    expect(calls[0]?.url.search).toBe('?filter=%7B%22title%22%3A%7B%22_eq%22%3A%22a%26b+c%22%7D%7D&search=x+y');
  });

  it('answers the OpenAPI document whole, as the server sends it without a data wrapper', async () => {
    const document = { openapi: '3.1.0', info: { title: 'Tessera', version: '1.0.0' }, paths: { '/items/data': {} }, data: 'kept' };
    const { fetch } = recordingFetch(() => jsonResponse(document));
    const client = createClient('http://localhost:8055', { fetch }).with(rest());
    expect(await client.request(readOpenApiSpec())).toEqual(document);
  });
});
