export { createClient } from './client.js';
export type { ClientGlobals, ClientOptions, TesseraClient } from './client.js';
export { TesseraError, isTesseraError } from './sdk-error.js';
export type { TesseraErrorEntry } from './sdk-error.js';

export { rest } from './rest/rest.js';
export type { RestClient, RestOptions } from './rest/rest.js';
export type { HttpMethod, RequestOptions, RequestTransformer, RestCommand } from './rest/command.js';
export { withOptions } from './rest/helpers/with-options.js';
export { withToken } from './rest/helpers/with-token.js';
export { withSearch } from './rest/helpers/with-search.js';
export { customEndpoint } from './rest/helpers/custom-endpoint.js';
export { withMeta } from './rest/with-meta.js';
export type { KeysOrQuery } from './rest/resource-requests.js';

export { authentication } from './auth/authentication.js';
export type { AuthenticationClient, AuthenticationOptions } from './auth/authentication.js';
export { staticToken } from './auth/static-token.js';
export type { StaticTokenClient } from './auth/static-token.js';
export { memoryStorage, localStorageAdapter } from './auth/token-storage.js';
export type { AuthData, TokenStorage, WebStorage } from './auth/token-storage.js';
export type { AuthMode, LoginOptions } from './auth/login.js';
export { MAX_TIMER_DELAY } from './auth/refresh-timer.js';
export { login } from './rest/auth/login.js';
export { refresh } from './rest/auth/refresh.js';
export { logout } from './rest/auth/logout.js';
export { readProviders } from './rest/auth/read-providers.js';
export type { AuthProvider } from './rest/auth/read-providers.js';
export { getAuthEndpoint } from './rest/auth/get-auth-endpoint.js';
export type { AuthenticationResult, SessionOptions } from './rest/auth/auth-result.js';

export { queryToParams } from './query/serialize-query.js';
export type { KeysOrQueryOf, LooseQuery, MetaOption, Query, QueryArgument, QueryMeta, ResultOption } from './query/query-types.js';
export type { FieldFilter, Filter, ItemFilter, LooseFilter } from './query/filter.js';
export type {
  BooleanOperators,
  CsvOperators,
  DynamicVariable,
  FieldOperators,
  GeoJsonGeometry,
  GeometryFieldOperators,
  NumberOperators,
  StringOperators,
} from './query/field-operators.js';
export type { Sort, SortEntry, SortPath } from './query/sort.js';
export type { GroupBy, GroupByField } from './query/group-by.js';
export type { Deep, DeepQuery } from './query/deep.js';
export type { FunctionKey } from './query/function-keys.js';
export type {
  AggregateFunction,
  AggregateOutput,
  AggregateQuery,
  AllCollections,
  ApplyQuery,
  CollectionItem,
  FieldEntry,
  FieldFunction,
  FieldPath,
  PickPaths,
  RegularCollections,
  SingletonCollections,
  SystemItem,
} from './schema-types.js';
export type {
  PrimaryKeyValue,
  TesseraActivity,
  TesseraCollection,
  TesseraDashboard,
  TesseraEffectivePermission,
  TesseraField,
  TesseraFile,
  TesseraFlow,
  TesseraFolder,
  TesseraItemPermissions,
  TesseraModuleBarEntry,
  TesseraNotification,
  TesseraOperation,
  TesseraPanel,
  TesseraPermission,
  TesseraPreset,
  TesseraProjectInfo,
  TesseraRelation,
  TesseraRevision,
  TesseraRole,
  TesseraServerHealth,
  TesseraServerInfo,
  TesseraRateLimitInfo,
  TesseraWebsocketInfo,
  TesseraExtension,
  TesseraSettings,
  TesseraShare,
  TesseraTranslation,
  TesseraUser,
  TesseraVersion,
  TesseraWebhook,
} from './core-schema.js';

export { readItems } from './rest/items/read-items.js';
export { readItem } from './rest/items/read-item.js';
export { createItem } from './rest/items/create-item.js';
export { createItems } from './rest/items/create-items.js';
export { updateItem } from './rest/items/update-item.js';
export { updateItems } from './rest/items/update-items.js';
export { updateItemsBatch } from './rest/items/update-items-batch.js';
export { deleteItem } from './rest/items/delete-item.js';
export { deleteItems } from './rest/items/delete-items.js';
export { readSingleton } from './rest/items/read-singleton.js';
export { updateSingleton } from './rest/items/update-singleton.js';
export { aggregate } from './rest/items/aggregate.js';
export type { AggregateOptions } from './rest/items/aggregate.js';

export {
  readUsers,
  readUser,
  createUser,
  createUsers,
  updateUser,
  updateUsers,
  updateUsersBatch,
  deleteUser,
  deleteUsers,
  readMe,
  updateMe,
} from './rest/access/users.js';
export type { UserItem } from './rest/access/users.js';
export {
  readRoles,
  readRole,
  createRole,
  createRoles,
  updateRole,
  updateRoles,
  updateRolesBatch,
  deleteRole,
  deleteRoles,
} from './rest/access/roles.js';
export type { RoleItem } from './rest/access/roles.js';
export {
  readPermissions,
  readPermission,
  createPermission,
  createPermissions,
  updatePermission,
  updatePermissions,
  updatePermissionsBatch,
  deletePermission,
  deletePermissions,
  readMyPermissions,
  readItemPermissions,
} from './rest/access/permissions.js';
export type { PermissionItem } from './rest/access/permissions.js';
export {
  readShares,
  readShare,
  createShare,
  createShares,
  updateShare,
  updateShares,
  updateSharesBatch,
  deleteShare,
  deleteShares,
  inviteShare,
} from './rest/access/shares.js';
export type { ShareItem } from './rest/access/shares.js';
export { passwordRequest, passwordReset } from './rest/access/password.js';
export { registerUser, registerUserVerify } from './rest/access/register.js';
export type { RegisterUserOptions } from './rest/access/register.js';
export { generateTwoFactorSecret, enableTwoFactor, disableTwoFactor, disableUserTwoFactor } from './rest/access/two-factor.js';
export { authenticateShare } from './rest/access/authenticate-share.js';
export { readShareInfo } from './rest/access/read-share-info.js';
export type { ShareInfo } from './rest/access/read-share-info.js';
export { inviteUser, acceptUserInvite } from './rest/access/invite.js';
export type { TwoFactorSecret } from './rest/access/two-factor.js';

export {
  readCollections,
  readCollection,
  createCollection,
  updateCollection,
  updateCollectionsBatch,
  deleteCollection,
} from './rest/data-model/collections.js';
export type { NewCollection } from './rest/data-model/collections.js';
export {
  readFields,
  readFieldsByCollection,
  readField,
  createField,
  updateField,
  updateFields,
  updateFieldsBatch,
  deleteField,
} from './rest/data-model/fields.js';
export type { FieldInput } from './rest/data-model/fields.js';
export {
  readRelations,
  readRelationByCollection,
  readRelation,
  createRelation,
  updateRelation,
  deleteRelation,
} from './rest/data-model/relations.js';
export type { RelationInput } from './rest/data-model/relations.js';

export { readSettings, updateSettings } from './rest/system/settings.js';
export type { SettingsItem } from './rest/system/settings.js';
export {
  readPresets,
  readPreset,
  createPreset,
  createPresets,
  updatePreset,
  updatePresets,
  updatePresetsBatch,
  deletePreset,
  deletePresets,
} from './rest/system/presets.js';
export type { PresetItem } from './rest/system/presets.js';
export { readActivities, readActivity, createComment, updateComment, deleteComment } from './rest/system/activity.js';
export type { ActivityItem, NewComment } from './rest/system/activity.js';
export { readRevisions, readRevision } from './rest/system/revisions.js';
export { utilitySort, randomString } from './rest/system/utils.js';
export { clearCache } from './rest/system/clear-cache.js';
export { generateHash, verifyHash } from './rest/system/hash.js';
export { triggerFlow } from './rest/system/trigger-flow.js';
export { schemaSnapshot } from './rest/schema/schema-snapshot.js';
export type { SchemaSnapshotOutput } from './rest/schema/schema-snapshot.js';
export { schemaDiff } from './rest/schema/schema-diff.js';
export type { SchemaDiffOutput } from './rest/schema/schema-diff.js';
export { schemaApply } from './rest/schema/schema-apply.js';
export { utilsImport } from './rest/system/utils-import.js';
export { utilsExport, EXPORT_FORMATS } from './rest/system/utils-export.js';
export type { ExportFormat } from './rest/system/utils-export.js';
export type { RevisionItem } from './rest/system/revisions.js';
export {
  readFiles,
  readFile,
  createFile,
  createFiles,
  updateFile,
  updateFiles,
  updateFilesBatch,
  deleteFile,
  deleteFiles,
  uploadFiles,
  importFile,
} from './rest/system/files.js';
export type { FileItem } from './rest/system/files.js';
export { readAssetRaw, readAssetBlob, readAssetArrayBuffer } from './rest/system/assets.js';
export type { AssetsQuery } from './rest/system/assets.js';
export {
  readFolders,
  readFolder,
  createFolder,
  createFolders,
  updateFolder,
  updateFolders,
  updateFoldersBatch,
  deleteFolder,
  deleteFolders,
} from './rest/system/folders.js';
export type { FolderItem } from './rest/system/folders.js';
export {
  readNotifications,
  readNotification,
  createNotification,
  createNotifications,
  updateNotification,
  updateNotifications,
  updateNotificationsBatch,
  deleteNotification,
  deleteNotifications,
} from './rest/system/notifications.js';
export type { NotificationItem } from './rest/system/notifications.js';
export {
  readDashboards,
  readDashboard,
  createDashboard,
  createDashboards,
  updateDashboard,
  updateDashboards,
  updateDashboardsBatch,
  deleteDashboard,
  deleteDashboards,
} from './rest/system/dashboards.js';
export type { DashboardItem } from './rest/system/dashboards.js';
export {
  readPanels,
  readPanel,
  createPanel,
  createPanels,
  updatePanel,
  updatePanels,
  updatePanelsBatch,
  deletePanel,
  deletePanels,
} from './rest/system/panels.js';
export type { PanelItem } from './rest/system/panels.js';
export {
  readFlows,
  readFlow,
  createFlow,
  createFlows,
  updateFlow,
  updateFlows,
  updateFlowsBatch,
  deleteFlow,
  deleteFlows,
} from './rest/system/flows.js';
export type { FlowItem } from './rest/system/flows.js';
export {
  readOperations,
  readOperation,
  createOperation,
  createOperations,
  updateOperation,
  updateOperations,
  updateOperationsBatch,
  deleteOperation,
  deleteOperations,
} from './rest/system/operations.js';
export type { OperationItem } from './rest/system/operations.js';
export { readWebhooks, readWebhook, deleteWebhook, deleteWebhooks } from './rest/system/webhooks.js';
export type { WebhookItem } from './rest/system/webhooks.js';
export {
  readTranslations,
  readTranslation,
  createTranslation,
  createTranslations,
  updateTranslation,
  updateTranslations,
  updateTranslationsBatch,
  deleteTranslation,
  deleteTranslations,
} from './rest/system/translations.js';
export type { TranslationItem } from './rest/system/translations.js';
export {
  readContentVersions,
  readContentVersion,
  createContentVersion,
  createContentVersions,
  updateContentVersion,
  updateContentVersions,
  updateContentVersionsBatch,
  deleteContentVersion,
  deleteContentVersions,
  readVersions,
  readVersion,
  createVersion,
  createVersions,
  updateVersion,
  updateVersions,
  deleteVersion,
  deleteVersions,
} from './rest/system/versions.js';
export type { VersionItem } from './rest/system/versions.js';
export { saveToContentVersion } from './rest/system/content-versions/save-to-content-version.js';
export { compareContentVersion } from './rest/system/content-versions/compare-content-version.js';
export type { ContentVersionComparison } from './rest/system/content-versions/compare-content-version.js';
export { promoteContentVersion } from './rest/system/content-versions/promote-content-version.js';
export { serverPing, serverInfo, serverHealth, readOpenApiSpec } from './rest/system/server.js';
export type { OpenApiDocument } from './rest/system/server.js';
export { readExtensions, updateExtension, deleteExtension } from './rest/system/extensions.js';
export { readGraphqlSdl } from './rest/system/read-graphql-sdl.js';

export { realtime } from './realtime/realtime.js';
export { RealtimeError } from './realtime/realtime-types.js';
export type {
  RealtimeAuthMode,
  RealtimeClient,
  RealtimeEvent,
  RealtimeOptions,
  SubscribeOptions,
  Subscription,
  SubscriptionEventName,
  SubscriptionMessage,
} from './realtime/realtime-types.js';
export type { WebSocketConstructor, WebSocketLike } from './client.js';
export { graphql } from './graphql/graphql.js';
export type { GraphqlClient, GraphqlOptions, GraphqlScope } from './graphql/graphql.js';
