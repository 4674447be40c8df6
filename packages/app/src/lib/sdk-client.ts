import {
  authentication,
  createClient,
  createComment,
  createItem,
  createPreset,
  deleteItems,
  deletePreset,
  localStorageAdapter,
  queryToParams,
  readActivities,
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
  updateSingleton,
  withMeta,
} from '@tessera/sdk';
import type { HttpMethod, RestCommand } from '@tessera/sdk';
import type { AppClient, ItemsPage, ItemsQuery, TwoFactorSecret } from './app-client.js';
import type { ItemPermissions, PermissionRule } from './permissions/types.js';
import type { Collection, Field, Item, PrimaryKey, Relation } from './schema/types.js';
import type { Activity, CurrentUser, Preset, Revision, ServerInfo, Settings } from './schema/system-types.js';

/** localStorage key of the session, so a reload stays signed in. */
export const AUTH_STORAGE_KEY = 'tessera_auth';

const SYSTEM_PREFIX = 'directus_';

/** A command the SDK has no helper for, built the way its own commands are. */
function command<Output>(method: HttpMethod, path: string, body?: unknown, query?: ItemsQuery): RestCommand<Output> {
  return () => ({ method, path, body, params: queryToParams({ ...query }) });
}

/**
 * The SDK's system commands check `fields` against their item types at compile time; the app
 * builds its queries at run time (from the schema), so it passes them through unchecked.
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
  const sdk = createClient(baseUrl)
    .with(rest({ credentials: 'include' }))
    .with(authentication('json', { storage: localStorageAdapter(AUTH_STORAGE_KEY), autoRefresh: true }));
  const request = <Output>(cmd: RestCommand<Output>): Promise<Output> => sdk.request(cmd);

  return {
    url: baseUrl,
    async login(email, password, otp) {
      await sdk.login(email, password, otp ? { otp } : {});
    },
    logout: () => sdk.logout(),
    getToken: () => sdk.getToken(),
    serverInfo: async () => (await request(serverInfo())) as ServerInfo,
    readMe: async (fields) => (await request(readMe(loose<Parameters<typeof readMe>[0]>({ fields })))) as CurrentUser,
    async updateMe(patch) {
      await request(updateMe(patch as Parameters<typeof updateMe>[0], { fields: ['id'] }));
    },
    generateTwoFactorSecret: (password) => request(command<TwoFactorSecret>('POST', '/users/me/tfa/generate', { password })),
    async enableTwoFactor(secret, otp) {
      await request(command<void>('POST', '/users/me/tfa/enable', { secret, otp }));
    },
    readMyPermissions: async () => (await request(readMyPermissions())) as unknown as PermissionRule[],
    readItemPermissions: async (collection, key) => (await request(readItemPermissions(collection, key))) as ItemPermissions,
    readSettings: async () => ((await request(readSettings())) ?? {}) as Settings,
    readCollections: async () => (await request(readCollections())) as Collection[],
    readFields: async (collection) => (await request(readFieldsByCollection(collection))) as Field[],
    readRelations: async () => (await request(readRelations())) as Relation[],
    async readItems(collection, query): Promise<ItemsPage> {
      const cmd = isSystem(collection) ? command<Item[]>('GET', systemPath(collection), undefined, query) : readItems(collection, query);
      const answer = await request(withMeta(cmd));
      return { data: (answer.data ?? []) as Item[], meta: answer.meta };
    },
    async readItem(collection, key, query) {
      if (isSystem(collection)) return request(command<Item>('GET', `${systemPath(collection)}/${encodeURIComponent(String(key))}`, undefined, query));
      return (await request(readItem(collection, key, query))) as Item;
    },
    readSingleton: async (collection, query) => ((await request(readSingleton(collection, query))) ?? {}) as Item,
    createItem: async (collection, item) => ((await request(createItem(collection, item))) ?? null) as Item | null,
    updateItem: async (collection, key, patch) => ((await request(updateItem(collection, key, patch))) ?? null) as Item | null,
    updateSingleton: async (collection, patch) => ((await request(updateSingleton(collection, patch))) ?? null) as Item | null,
    async updateItems(collection, keys, patch) {
      await request(updateItems(collection, keys, patch, { fields: ['id'] }));
    },
    async deleteItems(collection, keys) {
      await request(deleteItems(collection, keys));
    },
    async sortItem(collection: string, item: PrimaryKey, to: PrimaryKey) {
      await request(command<void>('POST', `/utils/sort/${encodeURIComponent(collection)}`, { item, to }));
    },
    readPresets: async (query) => (await request(readPresets(loose<Parameters<typeof readPresets>[0]>(query)))) as Preset[],
    createPreset: async (preset) => (await request(createPreset(preset as Parameters<typeof createPreset>[0]))) as Preset,
    updatePreset: async (id, patch) => (await request(updatePreset(id, patch as Parameters<typeof updatePreset>[1]))) as Preset,
    async deletePreset(id) {
      await request(deletePreset(id));
    },
    readRevisions: async (query) => (await request(readRevisions(loose<Parameters<typeof readRevisions>[0]>(query)))) as Revision[],
    readActivities: async (query) => (await request(readActivities(loose<Parameters<typeof readActivities>[0]>(query)))) as Activity[],
    async createComment(collection, item, comment) {
      await request(createComment({ collection, item, comment }, { fields: ['id'] }));
    },
  };
}
