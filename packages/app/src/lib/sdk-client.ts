import {
  authentication,
  createClient,
  createComment,
  createItem,
  createPreset,
  deleteItems,
  deletePreset,
  enableTwoFactor,
  generateTwoFactorSecret,
  localStorageAdapter,
  queryToParams,
  readActivities,
  readActivity,
  readCollections,
  readFieldsByCollection,
  readItem,
  readItemPermissions,
  readItems,
  readMe,
  readMyPermissions,
  readPresets,
  readRelations,
  readRevisions,
  readSettings,
  readSingleton,
  rest,
  serverInfo,
  updateItem,
  updateItems,
  updateMe,
  updatePreset,
  updateSettings,
  updateSingleton,
  utilitySort,
  withMeta,
} from '@tessera/sdk';
import type { HttpMethod, RestCommand } from '@tessera/sdk';
// Data model module.
import {
  createCollection,
  createField,
  createRelation,
  deleteCollection,
  deleteField,
  updateCollection,
  updateCollectionsBatch,
  updateField,
  updateFieldsBatch,
} from '@tessera/sdk';
import type { FieldInput, NewCollection, RelationInput } from '@tessera/sdk';
import type { AppClient, ItemsPage, ItemsQuery } from './app-client.js';
import { sdkAccessMethods } from './sdk-access-methods.js';
import { sdkApiDocsMethods } from './sdk-api-docs-methods.js';
import { sdkAuthMethods } from './sdk-auth-methods.js';
import { sdkFileMethods } from './sdk-file-methods.js';
import { sdkFlowMethods } from './sdk-flow-methods.js';
import { sdkInsightsMethods } from './sdk-insights-methods.js';
import { sdkTranslationsMethods } from './sdk-translations-methods.js';
import { sdkNotificationsMethods } from './sdk-notifications-methods.js';
import { sdkSharesMethods } from './sdk-shares-methods.js';
import { sdkVersionsMethods } from './sdk-versions-methods.js';
import { sdkTrashMethods } from './sdk-trash-methods.js';
import { sdkLiveConnection } from './sdk-realtime.js';
import { sdkTransferMethods } from './sdk-transfer-methods.js';
import { CURRENT_USER_FIELDS } from './schema/system-types.js';
import type { Item } from './schema/types.js';

/** localStorage key of the session, so a reload stays signed in. */
export const AUTH_STORAGE_KEY = 'tessera_auth';

const SYSTEM_PREFIX = 'directus_';

/** A command the SDK has no helper for, built the way its own commands are. */
function command<Output>(method: HttpMethod, path: string, body?: unknown, query?: ItemsQuery): RestCommand<Output> {
  return () => ({ method, path, body, params: queryToParams({ ...query }) });
}

/**
 * The SDK's system commands check `fields` against their item types at compile time; the app
 * builds its preset, revision and activity queries at run time (from the schema and the item it
 * shows), so it hands them over unchecked. This is the one cast left, and it is on the query:
 * the answers keep the SDK's item types (a relation is a key or an object, whichever was asked for).
 */
function loose<Query>(query: ItemsQuery | undefined): Query {
  return query as unknown as Query;
}

/** `/users`, `/files`, … for a system collection (its items endpoint refuses them, api-reference §2). */
function systemPath(collection: string): string {
  return `/${encodeURIComponent(collection.slice(SYSTEM_PREFIX.length))}`;
}

const isSystem = (collection: string) => collection.startsWith(SYSTEM_PREFIX);

/**
 * The one place the app creates its API client: `@tessera/sdk` in json mode with the session in
 * localStorage and auto-refresh, adapted to the app's {@link AppClient} port.
 */
export function createSdkClient(baseUrl: string): AppClient {
  const storage = localStorageAdapter(AUTH_STORAGE_KEY);
  const sdk = createClient(baseUrl)
    .with(rest({ credentials: 'include' }))
    .with(authentication('json', { storage, autoRefresh: true }));
  const request = <Output>(cmd: RestCommand<Output>): Promise<Output> => sdk.request(cmd);

  return {
    url: baseUrl,
    async login(email, password, otp) {
      await sdk.login(email, password, otp ? { otp } : {});
    },
    logout: () => sdk.logout(),
    ...sdkAuthMethods(request, storage),
    getToken: () => sdk.getToken(),
    serverInfo: () => request(serverInfo()),
    readMe: () => request(readMe({ fields: CURRENT_USER_FIELDS })),
    async updateMe(patch) {
      await request(updateMe(patch, { fields: ['id'] }));
    },
    generateTwoFactorSecret: (password) => request(generateTwoFactorSecret(password)),
    async enableTwoFactor(secret, otp) {
      await request(enableTwoFactor(secret, otp));
    },
    readMyPermissions: () => request(readMyPermissions()),
    readItemPermissions: (collection, key) => request(readItemPermissions(collection, key)),
    readSettings: async () => (await request(readSettings())) ?? {},
    readCollections: () => request(readCollections()),
    readFields: (collection) => request(readFieldsByCollection(collection)),
    readRelations: () => request(readRelations()),
    async readItems(collection, query): Promise<ItemsPage> {
      const cmd = isSystem(collection) ? command<Item[]>('GET', systemPath(collection), undefined, query) : readItems(collection, query);
      const answer = await request(withMeta(cmd));
      return { data: answer.data ?? [], meta: answer.meta };
    },
    async readItem(collection, key, query) {
      if (isSystem(collection))
        return request(command<Item>('GET', `${systemPath(collection)}/${encodeURIComponent(String(key))}`, undefined, query));
      return request(readItem(collection, key, query));
    },
    readSingleton: async (collection, query) => (await request(readSingleton(collection, query))) ?? {},
    createItem: async (collection, item) => (await request(createItem(collection, item))) ?? null,
    updateItem: async (collection, key, patch) => (await request(updateItem(collection, key, patch))) ?? null,
    updateSingleton: async (collection, patch) => (await request(updateSingleton(collection, patch))) ?? null,
    async updateItems(collection, keys, patch) {
      await request(updateItems(collection, keys, patch, { fields: ['id'] }));
    },
    async deleteItems(collection, keys) {
      await request(deleteItems(collection, keys));
    },
    async sortItem(collection, item, to) {
      await request(utilitySort(collection, item, to));
    },
    readPresets: (query) => request(readPresets(loose<Parameters<typeof readPresets>[0]>(query))),
    createPreset: (preset) => request(createPreset(preset)),
    updatePreset: (id, patch) => request(updatePreset(id, patch)),
    async deletePreset(id) {
      await request(deletePreset(id));
    },
    readRevisions: (query) => request(readRevisions(loose<Parameters<typeof readRevisions>[0]>(query))),
    readActivities: (query) => request(readActivities(loose<Parameters<typeof readActivities>[0]>(query))),
    async createComment(collection, item, comment) {
      await request(createComment({ collection, item, comment }, { fields: ['id'] }));
    },

    // Settings module (project settings, presets, activity log).
    updateSettings: async (patch) => (await request(updateSettings(patch))) ?? {},
    readActivity: (id, query) => request(readActivity(id, loose<Parameters<typeof readActivity>[1]>(query))),
    ...sdkAccessMethods(request),
    // --- Data model module (settings/data-model) ---
    createCollection: (input) => request(createCollection(input as NewCollection)),
    updateCollection: (collection, meta) => request(updateCollection(collection, { meta })),
    async updateCollections(changes) {
      await request(updateCollectionsBatch(changes));
    },
    async deleteCollection(collection) {
      await request(deleteCollection(collection));
    },
    async updateFields(collection, changes) {
      await request(updateFieldsBatch(collection, changes as (FieldInput & { field: string })[]));
    },
    async createRelation(relation) {
      await request(createRelation(relation as RelationInput & { collection: string; field: string }));
    },
    async createField(collection, field) {
      await request(createField(collection, field as FieldInput & { field: string }));
    },
    async updateField(collection, field, meta, schema) {
      await request(updateField(collection, field, (schema ? { meta, schema } : { meta }) as FieldInput));
    },
    async deleteField(collection, field) {
      await request(deleteField(collection, field));
    },
    ...sdkFileMethods(baseUrl, request, () => sdk.getToken()),
    ...sdkFlowMethods(request),
    ...sdkInsightsMethods(request),
    ...sdkTranslationsMethods(request),
    ...sdkNotificationsMethods(request),
    ...sdkSharesMethods(baseUrl, request),
    ...sdkVersionsMethods(request),
    ...sdkTransferMethods(baseUrl, request, () => sdk.getToken()),
    ...sdkTrashMethods(request),
    ...sdkApiDocsMethods(request),
    connectRealtime: (authMode) => sdkLiveConnection(sdk, authMode),
  };
}
