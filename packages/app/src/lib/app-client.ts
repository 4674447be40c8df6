import type { QueryMeta, TwoFactorSecret } from '@tessera/sdk';
import type { Collection, Field, Item, PrimaryKey, Relation } from './schema/types.js';
import type { Activity, CurrentUser, Preset, Revision, ServerInfo, Settings } from './schema/system-types.js';
import type { ItemPermissions, PermissionRule } from './permissions/types.js';

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
export interface AppClient {
  /** Base URL of the API, used to build `/assets/:id` links. */
  readonly url: string;
  login(email: string, password: string, otp?: string): Promise<void>;
  logout(): Promise<void>;
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
}
