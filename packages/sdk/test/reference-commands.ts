/**
 * The reference SDK's (`@directus/sdk`) exported commands and composables that a Directus 10
 * server answers, by area, with the product name swapped (`createDirectus` → `createClient`,
 * `isDirectusError` → `isTesseraError`). Read from the reference's `sdk/src` (rest/commands,
 * rest/helpers, rest/utils, auth, graphql, realtime). `parity.test.ts` fails on any name the SDK lacks.
 *
 * Left out on purpose: what a Directus 10 server does not answer (policies, `readRolesMe`,
 * `readUserPermissions`, `/comments`, deployments, the extensions registry, license, `triggerOperation`)
 * and `createWebhook(s)`/`updateWebhook(s)`, which the server refuses with 405 since webhooks
 * became read-only (use flows). The reference has no `auth()` composable: its combined one is
 * `authentication()`.
 */
export const REFERENCE_COMMANDS = {
  client: [
    'createClient',
    'rest',
    'graphql',
    'realtime',
    'authentication',
    'staticToken',
    'memoryStorage',
    'isTesseraError',
    'queryToParams',
  ],
  helpers: ['withOptions', 'withToken', 'withSearch', 'customEndpoint', 'getAuthEndpoint'],
  auth: ['login', 'refresh', 'logout', 'passwordRequest', 'passwordReset', 'readProviders'],
  items: [
    'readItems',
    'readItem',
    'readSingleton',
    'createItem',
    'createItems',
    'updateItem',
    'updateItems',
    'updateItemsBatch',
    'updateSingleton',
    'deleteItem',
    'deleteItems',
    'aggregate',
  ],
  activity: ['readActivities', 'readActivity', 'createComment', 'updateComment', 'deleteComment'],
  assets: ['readAssetRaw', 'readAssetBlob', 'readAssetArrayBuffer'],
  collections: ['readCollections', 'readCollection', 'createCollection', 'updateCollection', 'updateCollectionsBatch', 'deleteCollection'],
  contentVersions: [...crud('ContentVersion'), 'saveToContentVersion', 'compareContentVersion', 'promoteContentVersion'],
  dashboards: crud('Dashboard'),
  extensions: ['readExtensions', 'updateExtension', 'deleteExtension'],
  fields: ['readFields', 'readFieldsByCollection', 'readField', 'createField', 'updateField', 'updateFields', 'deleteField'],
  files: [
    'readFiles',
    'readFile',
    'uploadFiles',
    'importFile',
    'updateFile',
    'updateFiles',
    'updateFilesBatch',
    'deleteFile',
    'deleteFiles',
  ],
  flows: [...crud('Flow'), 'triggerFlow'],
  folders: crud('Folder'),
  notifications: crud('Notification'),
  operations: crud('Operation'),
  panels: crud('Panel'),
  permissions: [...crud('Permission'), 'readItemPermissions'],
  presets: crud('Preset'),
  relations: ['readRelations', 'readRelationByCollection', 'readRelation', 'createRelation', 'updateRelation', 'deleteRelation'],
  revisions: ['readRevisions', 'readRevision'],
  roles: crud('Role'),
  schema: ['schemaSnapshot', 'schemaDiff', 'schemaApply'],
  server: ['serverPing', 'serverInfo', 'serverHealth', 'readGraphqlSdl', 'readOpenApiSpec'],
  settings: ['readSettings', 'updateSettings'],
  shares: [...crud('Share'), 'authenticateShare', 'inviteShare', 'readShareInfo'],
  translations: crud('Translation'),
  users: [
    ...crud('User'),
    'readMe',
    'updateMe',
    'inviteUser',
    'acceptUserInvite',
    'registerUser',
    'registerUserVerify',
    'generateTwoFactorSecret',
    'enableTwoFactor',
    'disableTwoFactor',
  ],
  utils: ['clearCache', 'generateHash', 'verifyHash', 'randomString', 'utilitySort', 'utilsImport', 'utilsExport'],
  webhooks: ['readWebhooks', 'readWebhook', 'deleteWebhook', 'deleteWebhooks'],
} as const satisfies Record<string, readonly string[]>;

/** The nine commands of a standard system resource: read, create, update (one, many, batch) and delete. */
function crud(name: string): string[] {
  const plural = `${name}s`;
  return [
    `read${plural}`,
    `read${name}`,
    `create${name}`,
    `create${plural}`,
    `update${name}`,
    `update${plural}`,
    `update${plural}Batch`,
    `delete${name}`,
    `delete${plural}`,
  ];
}

export const REFERENCE_COMMAND_NAMES: readonly string[] = Object.values(REFERENCE_COMMANDS).flat();
