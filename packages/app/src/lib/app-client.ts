import type { ExportFormat, QueryMeta, TwoFactorSecret } from '@tessera/sdk';
import type { Collection, CollectionMeta, Field, FieldMeta, Item, PrimaryKey, Relation, RelationMeta } from './schema/types.js';
import type { Activity, CurrentUser, Preset, Revision, ServerInfo, Settings } from './schema/system-types.js';
import type { ItemPermissions, PermissionRule } from './permissions/types.js';
import type { PermissionRow, RoleRow, UserRow } from './access/types.js';
import type { FileRecord, FolderRecord, UploadFields, UploadOptions } from './files/types.js';
import type { LiveAuthMode, LiveConnection } from './realtime/live-port.js';
import type { RestoredItem, TrashEntry } from './trash/types.js';
import type { FlowRecord, OperationRecord } from './flows/types.js';
import type { AuthProviderList, SignInCredentials } from './auth/types.js';
import type { InsightsMethods } from './insights/types.js';
import type { TranslationsMethods } from './translations/types.js';
import type { NotificationsMethods } from './notifications/types.js';
import type { SharesMethods } from './shares/types.js';
import type { VersionsMethods } from './versions/types.js';
import type { ApiDocsMethods } from './api-docs/types.js';

/** The query options the app sends (api-reference §4); the SDK serialises them. */
export interface ItemsQuery {
  fields?: string[];
  filter?: Record<string, unknown>;
  search?: string;
  sort?: string[];
  limit?: number;
  page?: number;
  offset?: number;
  meta?: 'filter_count' | 'total_count' | '*';
  deep?: Record<string, unknown>;
  /** A content version's key (`?version=`): the item as that version has it. */
  version?: string;
}

export interface ItemsPage {
  data: Item[];
  meta?: QueryMeta;
}

/** `POST /users/me/tfa/generate`: the secret and the URL an authenticator app reads. */
export type { TwoFactorSecret };

/**
 * Everything the app asks of the API, in the app's own words. `lib/sdk-client.ts` implements it
 * with `@tessera/sdk`; component tests pass an in-memory fake (`testing/fake-client.ts`) through
 * the same React context, so no component ever imports the SDK.
 */
export interface AppClient
  extends ApiDocsMethods, InsightsMethods, NotificationsMethods, SharesMethods, TranslationsMethods, VersionsMethods {
  /** Base URL of the API, used to build `/assets/:id` links. */
  readonly url: string;
  login(email: string, password: string, otp?: string): Promise<void>;
  logout(): Promise<void>;
  /** `GET /auth`: the configured sign-in providers, and whether the e-mail/password form is off. */
  readAuthProviders(): Promise<AuthProviderList>;
  /** `POST /auth/login/:provider` `{identifier, password, otp?, mode:'json'}` (LDAP); keeps the session as `login` does. */
  signInWithProvider(provider: string, credentials: SignInCredentials): Promise<void>;
  /** `POST /auth/login/:provider` `{email, redirect}` (an e-mail provider): the server mails a sign-in link. */
  requestSignInLink(provider: string, email: string, redirect: string): Promise<void>;
  /**
   * `POST /auth/refresh` `{mode:'json'}` with the session or refresh cookie a provider's redirect
   * left in the browser; keeps the json tokens it answers as `login` does.
   */
  exchangeSessionCookie(): Promise<void>;
  /** The current access token (refreshed when due), or null when signed out. */
  getToken(): Promise<string | null>;
  serverInfo(): Promise<ServerInfo>;
  /** The signed-in user's `CURRENT_USER_FIELDS` (`lib/schema/system-types.ts`). */
  readMe(): Promise<CurrentUser>;
  updateMe(patch: Partial<Omit<CurrentUser, 'id' | 'role'>>): Promise<void>;
  /** Confirms the password and returns a new two-factor secret (nothing is stored yet). */
  generateTwoFactorSecret(password: string): Promise<TwoFactorSecret>;
  /** Turns two-factor sign-in on, once the user proves their app has `secret`. */
  enableTwoFactor(secret: string, otp: string): Promise<void>;
  /** The signed-in user's effective rules (`GET /permissions/me`); none for an admin. */
  readMyPermissions(): Promise<PermissionRule[]>;
  /** What the user may do with one item, or a singleton without `key` (`GET /permissions/me/:collection/:key?`). */
  readItemPermissions(collection: string, key?: PrimaryKey): Promise<ItemPermissions>;
  readSettings(): Promise<Settings>;
  readCollections(): Promise<Collection[]>;
  readFields(collection: string): Promise<Field[]>;
  readRelations(): Promise<Relation[]>;
  readItems(collection: string, query: ItemsQuery): Promise<ItemsPage>;
  readItem(collection: string, key: PrimaryKey, query?: ItemsQuery): Promise<Item>;
  readSingleton(collection: string, query?: ItemsQuery): Promise<Item>;
  createItem(collection: string, item: Item): Promise<Item | null>;
  updateItem(collection: string, key: PrimaryKey, patch: Item): Promise<Item | null>;
  updateSingleton(collection: string, patch: Item): Promise<Item | null>;
  updateItems(collection: string, keys: PrimaryKey[], patch: Item): Promise<void>;
  deleteItems(collection: string, keys: PrimaryKey[]): Promise<void>;
  /** Manual sort: move `item` to the place of `to` (POST /utils/sort/:collection). */
  sortItem(collection: string, item: PrimaryKey, to: PrimaryKey): Promise<void>;
  readPresets(query: ItemsQuery): Promise<Preset[]>;
  createPreset(preset: Partial<Preset>): Promise<Preset>;
  updatePreset(id: number, patch: Partial<Preset>): Promise<Preset>;
  deletePreset(id: number): Promise<void>;
  readRevisions(query: ItemsQuery): Promise<Revision[]>;
  readActivities(query: ItemsQuery): Promise<Activity[]>;
  /** A comment on an item (`POST /activity/comment`). */
  createComment(collection: string, item: PrimaryKey, comment: string): Promise<void>;

  // Settings module (project settings, presets, activity log).
  /** `PATCH /settings`: the changed settings; answers the settings as stored. */
  updateSettings(patch: Settings): Promise<Settings>;
  /** One activity entry (`GET /activity/:id`). */
  readActivity(id: number, query?: ItemsQuery): Promise<Activity>;
  // Users, roles and permissions (app-access module). Reads of users and roles go through
  // readItems/readItem ('directus_users', 'directus_roles'); writes and the special routes are here.
  createUser(user: Partial<UserRow>): Promise<UserRow>;
  updateUser(id: string, patch: Partial<UserRow>): Promise<UserRow>;
  /** `GET /users/me` with `fields`: the signed-in user's own page (any user may read their own record). */
  readOwnUser(fields: readonly string[]): Promise<UserRow>;
  /** `PATCH /users/me`: the signed-in user's own record (a non-admin may change only their profile fields). */
  updateOwnUser(patch: Partial<UserRow> & { password?: string | null }): Promise<void>;
  deleteUser(id: string): Promise<void>;
  /** `POST /users/invite`: an invitation mail per address, into `role`. */
  inviteUsers(emails: string[], role: string): Promise<void>;
  /** `POST /users/invite/accept` with the token of the invitation mail. */
  acceptInvite(token: string, password: string): Promise<void>;
  /** `POST /users/:id/tfa/disable`, by an administrator. */
  disableUserTwoFactor(id: string): Promise<void>;
  /** `GET /utils/random/string`. */
  randomString(length: number): Promise<string>;
  readRoles(): Promise<RoleRow[]>;
  readRole(id: string): Promise<RoleRow>;
  /** Users per role, as the reference's roles list asks for them (one aggregate per role). */
  readRoleUserCounts(): Promise<Record<string, number>>;
  createRole(role: Partial<RoleRow>): Promise<RoleRow>;
  updateRole(id: string, patch: Partial<RoleRow>): Promise<RoleRow>;
  deleteRole(id: string): Promise<void>;
  /** Every rule of one role (`null`: the public role). */
  readRolePermissions(role: string | null): Promise<PermissionRow[]>;
  createPermission(row: Partial<PermissionRow>): Promise<PermissionRow>;
  updatePermission(id: number, patch: Partial<PermissionRow>): Promise<PermissionRow>;
  deletePermission(id: number): Promise<void>;
  /** `POST /permissions` with an array: several rules in one request (a one-click set). */
  createPermissions(rows: Partial<PermissionRow>[]): Promise<PermissionRow[]>;
  /** `DELETE /permissions` with their keys, in one request. */
  deletePermissions(ids: number[]): Promise<void>;
  // --- Data model module (settings/data-model): collections and fields ---
  /** `POST /collections` (with `fields`; `schema: null` makes a folder). */
  createCollection(input: NewCollectionInput): Promise<Collection>;
  /** `PATCH /collections/:collection` `{ meta }`. */
  updateCollection(collection: string, meta: Partial<CollectionMeta>): Promise<Collection>;
  /** `PATCH /collections` batch: reorder and regroup. */
  updateCollections(changes: { collection: string; meta: Partial<CollectionMeta> }[]): Promise<void>;
  /** `DELETE /collections/:collection` (drops its table and items). */
  deleteCollection(collection: string): Promise<void>;
  /** `PATCH /fields/:collection` batch: sort and group after a drag. */
  updateFields(collection: string, changes: { field: string; meta: Partial<FieldMeta> }[]): Promise<void>;
  /** `POST /relations`. */
  createRelation(relation: NewRelationInput): Promise<void>;
  /** `POST /fields/:collection` (and its column unless an alias). */
  createField(collection: string, field: NewFieldInput): Promise<void>;
  /** `PATCH /fields/:collection/:field` `{ meta }`, and `{ schema }` (default, nullable, unique, length…) when given. */
  updateField(collection: string, field: string, meta: Partial<FieldMeta>, schema?: Record<string, unknown>): Promise<void>;
  /** `DELETE /fields/:collection/:field` (drops its column and values). */
  deleteField(collection: string, field: string): Promise<void>;
  // --- Files (files library, file interfaces, avatars, settings' logo) ---
  // Reads go through readItems/readItem ('directus_files', 'directus_folders').
  /** `POST /files` multipart, reporting progress; answers the new file row. */
  uploadFile(file: Blob, fileName: string, fields?: UploadFields, options?: UploadOptions): Promise<FileRecord>;
  /** `PATCH /files/:id` multipart: new bytes under the same id (the file page's Replace). */
  replaceFile(id: string, file: Blob, fileName: string, options?: UploadOptions): Promise<FileRecord>;
  /** `POST /files/import` `{ url, data }`. */
  importFile(url: string, data?: UploadFields): Promise<FileRecord>;
  /** `PATCH /files/:id` with JSON: title, description, tags, focal point, folder, … */
  updateFile(id: string, patch: Partial<FileRecord>): Promise<FileRecord>;
  /** `PATCH /files` batch: the same change to many files (move to a folder). */
  updateFiles(ids: string[], patch: Partial<FileRecord>): Promise<void>;
  /** `DELETE /files` batch (rows and stored bytes). */
  deleteFiles(ids: string[]): Promise<void>;
  createFolder(folder: { name: string; parent: string | null }): Promise<FolderRecord>;
  updateFolder(id: string, patch: Partial<FolderRecord>): Promise<FolderRecord>;
  deleteFolder(id: string): Promise<void>;
  // --- Flows (manual-flow buttons; flow reads go through readItems('directus_flows' | 'directus_operations')) ---
  /** `POST /flows/trigger/:id` with `{collection, keys?, …confirmation values}`; answers what the flow returned. */
  triggerFlow(id: string, body: Record<string, unknown>): Promise<unknown>;
  /** `POST /flows`: a new flow (the flow editor); answers the stored record. */
  createFlow(flow: Partial<FlowRecord>): Promise<FlowRecord>;
  /** `PATCH /flows/:id`: trigger set-up, status, first operation. */
  updateFlow(id: string, patch: Partial<FlowRecord>): Promise<void>;
  /** `POST /operations`. */
  createOperation(operation: Partial<OperationRecord>): Promise<void>;
  /** `PATCH /operations/:id`. */
  updateOperation(id: string, patch: Partial<OperationRecord>): Promise<void>;
  /** `DELETE /operations` with the keys. */
  deleteOperations(ids: string[]): Promise<void>;
  // --- Import / export (content module) ---
  /** `POST /utils/import/:collection` multipart (CSV or JSON), reporting progress; every row is written or none. */
  importItems(collection: string, file: Blob, fileName: string, options?: UploadOptions): Promise<void>;
  /** `POST /utils/export/:collection`: the server writes the file into the library and notifies the user. */
  exportItems(collection: string, format: ExportFormat, query: ItemsQuery, file?: { folder?: string; title?: string }): Promise<void>;
  /** A download link for `GET /items/:collection?export=<format>` with the query, signed with the session's token. */
  exportUrl(collection: string, format: ExportFormat, query: ItemsQuery): Promise<string>;
  // --- Trash (collections with `meta.trash`) ---
  /** `GET /utils/trash/:collection`: restorable deleted items, newest first. */
  readTrash(collection: string, query?: Pick<ItemsQuery, 'limit' | 'page'>): Promise<TrashEntry[]>;
  /** `POST /utils/restore/:collection/:key`: brings a deleted item back with its links. */
  restoreItem(collection: string, key: PrimaryKey): Promise<RestoredItem>;
  // --- Realtime (content module live updates) ---
  /** Opens a realtime connection (`/websocket`) signed in as the current user, in the mode `/server/info` announces. */
  connectRealtime(authMode: LiveAuthMode): LiveConnection;
}

/** A field to create (`POST /fields/:collection`). */
export interface NewFieldInput {
  field: string;
  type: string;
  meta?: Partial<FieldMeta> | null;
  schema?: Record<string, unknown> | null;
}

/** A relation to create (`POST /relations`). */
export interface NewRelationInput {
  collection: string;
  field: string;
  related_collection: string | null;
  meta?: Partial<RelationMeta> | null;
  schema?: Record<string, unknown> | null;
}

/** A collection to create (`POST /collections`), its fields in the same request. */
export interface NewCollectionInput {
  collection: string;
  meta: Partial<CollectionMeta> | null;
  schema: Record<string, unknown> | null;
  fields?: NewFieldInput[];
}
