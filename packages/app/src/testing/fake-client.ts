import type { AppClient, ItemsQuery } from '../lib/app-client.js';
import { matchesSearch } from './fake-search.js';
import { compareValues, matchesFilter } from '@tessera/shared';
import { getRelationInfo, primaryKeyField } from '../lib/schema/relation-info.js';
import type { Collection, Field, Item, PrimaryKey, Relation } from '../lib/schema/types.js';
import type { Activity, CurrentUser, Preset, Revision, ServerInfo, Settings } from '../lib/schema/system-types.js';
import type { ItemPermissions, PermissionAction, PermissionRule } from '../lib/permissions/types.js';
import { fakeAccessMethods } from './fake-access-methods.js';
import { fakeApiDocsMethods } from './fake-api-docs-methods.js';
import { openApiFixture } from './openapi-fixture.js';
import type { OpenApiDocument } from '../lib/api-docs/types.js';
import { fakeAuthData, fakeAuthMethods, type FakeAuthData } from './fake-auth-methods.js';
import { fakeFileMethods } from './fake-file-methods.js';
import { fakeFlowMethods } from './fake-flow-methods.js';
import { fakeSharesMethods } from './fake-shares-methods.js';
import { fakeInsightsMethods } from './fake-insights-methods.js';
import { fakeTranslationsMethods } from './fake-translations-methods.js';
import { fakeVersionsMethods, withVersion } from './fake-versions-methods.js';
import { fakeNotificationsMethods } from './fake-notifications-methods.js';
import { fakeTransferMethods } from './fake-transfer-methods.js';
import { fakeTrashMethods } from './fake-trash-methods.js';
import { createFakeRealtime, type FakeRealtime } from './fake-realtime.js';
import { permissionRule } from './permission-fixtures.js';
import { activityFixture, currentUserFixture, presetFixture, serverInfoFixture, userFixture } from './system-fixtures.js';
// Data model module.
import type { FieldType } from '@tessera/shared';
import { collectionMetaFixture, fieldMetaFixture, makeCollection, makeField, makeRelation } from './fixtures.js';

/**
 * An in-memory stand-in for the API, for component tests: same {@link AppClient} port as the
 * SDK adapter, data held in plain arrays, every call recorded in `calls` so a test can assert
 * the exact payload the UI sent.
 */
export interface FakeAccount {
  email: string;
  password: string;
  otp?: string;
}

export interface FakeData {
  collections: Collection[];
  fields: Field[];
  relations: Relation[];
  items: Record<string, Item[]>;
  me: CurrentUser;
  /**
   * The non-admin user's rules, as `/permissions/me` lists them; `'all'` (the default) is every
   * action with every field on every collection the fake knows. An admin (`me.role.admin_access`)
   * gets none and may do everything, as from the API.
   */
  permissions: PermissionRule[] | 'all';
  accounts: FakeAccount[];
  settings: Settings;
  serverInfo: ServerInfo;
  presets: Preset[];
  revisions: Revision[];
  activities: Activity[];
  /** What `generateTwoFactorSecret` hands out, and the code `enableTwoFactor` accepts for it. */
  tfa: { secret: string; otpauth_url: string; otp: string };
  /** Sign-in providers (`GET /auth`), their accounts and the cookie of a provider's redirect. */
  auth: FakeAuthData;
  /** What `GET /server/specs/oas` answers (the fixture document by default). */
  openApiSpec: OpenApiDocument;
}

export interface FakeCall {
  method: keyof AppClient;
  args: unknown[];
}

export interface FakeClient extends AppClient {
  data: FakeData;
  calls: FakeCall[];
  /** Makes the next call of `method` reject with an API-shaped error. */
  failNext(method: keyof AppClient, error: FakeApiError): void;
  /** Calls of one method, in order. */
  callsOf(method: keyof AppClient): unknown[][];
  /** The realtime side: push a change as the server would, see what is watched. */
  realtime: FakeRealtime;
  /** Holds imports at half their bytes until the returned function is called. */
  holdImports(): () => void;
}

/** Shaped like the SDK's TesseraError, which is all the app looks at. */
export class FakeApiError extends Error {
  readonly status: number;
  readonly errors: { message: string; extensions: Record<string, unknown> }[];
  constructor(status: number, code: string, message: string, extensions: Record<string, unknown> = {}) {
    super(message);
    this.name = 'TesseraError';
    this.status = status;
    this.errors = [{ message, extensions: { code, ...extensions } }];
  }
}

const clone = <T>(value: T): T => structuredClone(value);

export function createFakeClient(seed: Partial<FakeData> = {}): FakeClient {
  const data: FakeData = {
    collections: [],
    fields: [],
    relations: [],
    items: {},
    me: currentUserFixture({
      email: 'admin@example.com',
      first_name: 'Ada',
      last_name: 'Admin',
      role: { name: 'Administrator', app_access: true, admin_access: true },
    }),
    permissions: 'all',
    accounts: [{ email: 'admin@example.com', password: 'secret' }],
    settings: { project_name: 'Tessera' },
    serverInfo: serverInfoFixture({ project_name: 'Tessera', project_color: '#6644FF' }),
    presets: [],
    revisions: [],
    activities: [],
    tfa: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/Tessera:admin%40example.com?secret=JBSWY3DPEHPK3PXP', otp: '123456' },
    auth: fakeAuthData(),
    openApiSpec: openApiFixture(),
    ...clone(seed),
  };
  const calls: FakeCall[] = [];
  const failures = new Map<string, FakeApiError>();
  let token: string | null = null;

  const fieldsOf = (collection: string) => data.fields.filter((field) => field.collection === collection);
  const keyOf = (collection: string) => primaryKeyField(fieldsOf(collection));
  const rowsOf = (collection: string) => (data.items[collection] ??= []);

  function record(method: keyof AppClient, args: unknown[]) {
    calls.push({ method, args: clone(args) });
    const failure = failures.get(method);
    if (failure) {
      failures.delete(method);
      throw failure;
    }
  }

  const trash = fakeTrashMethods({
    record,
    rowsOf,
    keyOf,
    collections: () => data.collections,
    revisions: () => data.revisions,
    userId: () => String(data.me.id),
    fail: (status, code, message) => {
      throw new FakeApiError(status, code, message);
    },
  });

  function findRow(collection: string, key: PrimaryKey): Item {
    const row = rowsOf(collection).find((entry) => String(entry[keyOf(collection)]) === String(key));
    if (!row) throw new FakeApiError(403, 'FORBIDDEN', "You don't have permission to access this.");
    return row;
  }

  /** Expands relational fields the query asks for (`author.*`, `comments.body`, `tags.tag.name`). */
  function expand(collection: string, row: Item, fields: string[] = ['*'], depth = 0): Item {
    const result: Item = { ...row };
    for (const field of fieldsOf(collection)) {
      const nested = fields.filter((path) => path.startsWith(`${field.field}.`)).map((path) => path.slice(field.field.length + 1));
      // `*.*` expands every relation one level, `*.*.*` two.
      for (const path of fields) if (path.startsWith('*.')) nested.push(path.slice(2));
      const relation = getRelationInfo(collection, field.field, data.relations);
      if (!relation) continue;
      const key = row[keyOf(collection)];
      if (relation.type === 'm2o') {
        const related = rowsOf(relation.relatedCollection).find(
          (entry) => String(entry[keyOf(relation.relatedCollection)]) === String(row[field.field]),
        );
        if (nested.length > 0 && related && depth < 3) result[field.field] = expand(relation.relatedCollection, related, nested, depth + 1);
        continue;
      }
      const childCollection = relation.type === 'm2m' || relation.type === 'm2a' ? relation.junctionCollection : relation.relatedCollection;
      const children = rowsOf(childCollection).filter((entry) => String(entry[relation.reverseField]) === String(key));
      result[field.field] =
        nested.length > 0 && depth < 3
          ? children.map((child) => expand(childCollection, child, nested, depth + 1))
          : children.map((child) => child[keyOf(childCollection)]);
    }
    // Without a wildcard only the named fields come back, as from the API.
    if (!fields.some((path) => path === '*' || path.startsWith('*.'))) {
      const roots = new Set(fields.map((path) => path.split('.')[0]));
      return Object.fromEntries(Object.entries(result).filter(([key]) => roots.has(key)));
    }
    return result;
  }

  function query(collection: string, options: ItemsQuery): { rows: Item[]; count: number } {
    let rows = rowsOf(collection).map((row) => expand(collection, row, ['*.*']));
    if (options.filter) rows = rows.filter((row) => matchesFilter(options.filter ?? {}, row));
    const search = options.search;
    if (search) rows = rows.filter((row) => matchesSearch(row, search));
    for (const sort of [...(options.sort ?? [])].reverse()) {
      const field = sort.replace(/^-/, '');
      const direction = sort.startsWith('-') ? -1 : 1;
      rows = [...rows].sort((a, b) => (compareValues(a[field], b[field]) ?? 0) * direction);
    }
    const count = rows.length;
    const limit = options.limit ?? 100;
    if (limit >= 0) {
      const offset = options.offset ?? limit * ((options.page ?? 1) - 1);
      rows = rows.slice(offset, offset + limit);
    }
    const keys = rows.map((row) => row[keyOf(collection)]);
    const originals = rowsOf(collection).filter((row) => keys.includes(row[keyOf(collection)]));
    return {
      rows: keys.map((key) => expand(collection, originals.find((row) => row[keyOf(collection)] === key) ?? {}, options.fields)),
      count,
    };
  }

  function nextKey(collection: string): PrimaryKey {
    const keys = rowsOf(collection)
      .map((row) => Number(row[keyOf(collection)]))
      .filter((key) => !Number.isNaN(key));
    return keys.length === 0 ? 1 : Math.max(...keys) + 1;
  }

  const isAdmin = () => typeof data.me.role === 'object' && data.me.role?.admin_access === true;
  const ACTIONS: PermissionAction[] = ['create', 'read', 'update', 'delete', 'share'];

  function rules(): PermissionRule[] {
    if (isAdmin()) return [];
    if (data.permissions !== 'all') return data.permissions;
    const names = new Set([
      ...data.collections.map((entry) => entry.collection),
      ...data.fields.map((field) => field.collection),
      ...data.relations.flatMap((relation) => [relation.collection, relation.related_collection ?? '']),
    ]);
    return [...names].filter(Boolean).flatMap((collection) => ACTIONS.map((action) => permissionRule(collection, action)));
  }

  /** As the API answers it: the action's rule exists and, for one item, the item passes its filter. */
  function itemPermissions(collection: string, key?: PrimaryKey): ItemPermissions {
    if (isAdmin()) return { update: { access: true }, delete: { access: true }, share: { access: true } };
    const isSingleton = data.collections.some((entry) => entry.collection === collection && entry.meta?.singleton);
    const updateAction = isSingleton && rowsOf(collection).length === 0 ? 'create' : 'update';
    const ruleOf = (action: PermissionAction) => rules().find((entry) => entry.collection === collection && entry.action === action);
    const allowed = (action: PermissionAction) => {
      const rule = ruleOf(action);
      if (!rule) return false;
      if (key === undefined || action === 'create') return true;
      const row = rowsOf(collection).find((entry) => String(entry[keyOf(collection)]) === String(key));
      return Boolean(row) && (!rule.permissions || matchesFilter(rule.permissions, row ?? {}));
    };
    const update = ruleOf(updateAction);
    return {
      update: {
        access: allowed(updateAction),
        presets: update?.presets && Object.keys(update.presets).length > 0 ? clone(update.presets) : null,
        fields: update?.fields ? [...update.fields] : [],
      },
      delete: { access: allowed('delete') },
      share: { access: allowed('share') },
    };
  }

  const realtime = createFakeRealtime((collection) => keyOf(collection));
  const transfer = fakeTransferMethods({
    url: 'http://tessera.test',
    record,
    rowsOf,
    fieldsOf,
    keyOf,
    nextKey,
    getToken: async () => token,
  });
  const client: FakeClient = {
    url: 'http://tessera.test',
    data,
    calls,
    realtime,
    holdImports: transfer.holdImports,
    connectRealtime(authMode) {
      record('connectRealtime', [authMode]);
      return realtime.connect(authMode);
    },
    failNext(method, error) {
      failures.set(method, error);
    },
    callsOf: (method) => calls.filter((call) => call.method === method).map((call) => call.args),
    async login(email, password, otp) {
      record('login', [email, password, otp]);
      const account = data.accounts.find((entry) => entry.email === email && entry.password === password);
      if (!account) throw new FakeApiError(401, 'INVALID_CREDENTIALS', 'Invalid user credentials.');
      if (account.otp && otp !== account.otp) throw new FakeApiError(401, 'INVALID_OTP', 'Invalid user OTP.');
      token = `token-${email}`;
    },
    async logout() {
      record('logout', []);
      token = null;
    },
    ...fakeAuthMethods({
      record,
      auth: () => data.auth,
      signIn: (who) => {
        token = `token-${who}`;
      },
      fail: (status, code, message) => {
        throw new FakeApiError(status, code, message);
      },
    }),
    getToken: async () => token,
    serverInfo: async () => (record('serverInfo', []), clone(data.serverInfo)),
    async readMe() {
      record('readMe', []);
      if (!token) throw new FakeApiError(401, 'INVALID_CREDENTIALS', 'Invalid user credentials.');
      return clone(data.me);
    },
    async updateMe(patch) {
      record('updateMe', [patch]);
      Object.assign(data.me, patch);
    },
    async generateTwoFactorSecret(password) {
      record('generateTwoFactorSecret', [password]);
      if (!token) throw new FakeApiError(401, 'INVALID_CREDENTIALS', 'Invalid user credentials.');
      const account = data.accounts.find((entry) => entry.email === data.me.email) ?? data.accounts[0];
      if (!account || account.password !== password) throw new FakeApiError(401, 'INVALID_CREDENTIALS', 'Invalid user credentials.');
      return { secret: data.tfa.secret, otpauth_url: data.tfa.otpauth_url };
    },
    async enableTwoFactor(secret, otp) {
      record('enableTwoFactor', [secret, otp]);
      if (!token) throw new FakeApiError(401, 'INVALID_CREDENTIALS', 'Invalid user credentials.');
      if (secret !== data.tfa.secret || otp !== data.tfa.otp)
        throw new FakeApiError(400, 'INVALID_PAYLOAD', 'Invalid payload. "otp" is invalid.');
      data.me.tfa_secret = '**********';
    },
    async readMyPermissions() {
      record('readMyPermissions', []);
      if (!token) throw new FakeApiError(401, 'INVALID_CREDENTIALS', 'Invalid user credentials.');
      return clone(rules());
    },
    async readItemPermissions(collection, key) {
      record('readItemPermissions', [collection, key]);
      return itemPermissions(collection, key);
    },
    readSettings: async () => (record('readSettings', []), clone(data.settings)),
    readCollections: async () => (record('readCollections', []), clone(data.collections)),
    readFields: async (collection) => (record('readFields', [collection]), clone(fieldsOf(collection))),
    readRelations: async () => (record('readRelations', []), clone(data.relations)),
    async readItems(collection, options) {
      record('readItems', [collection, options]);
      const { rows, count } = query(collection, options);
      return { data: rows, meta: options.meta ? { filter_count: count, total_count: rowsOf(collection).length } : undefined };
    },
    async readItem(collection, key, options) {
      record('readItem', [collection, key, options]);
      const row = withVersion(rowsOf('directus_versions'), collection, key, findRow(collection, key), options?.version);
      return expand(collection, row, options?.fields);
    },
    async readSingleton(collection, options) {
      record('readSingleton', [collection, options]);
      const row = rowsOf(collection)[0];
      return row ? expand(collection, row, options?.fields) : {};
    },
    async createItem(collection, item) {
      record('createItem', [collection, item]);
      const key = keyOf(collection);
      const row = { ...clone(item), [key]: item[key] ?? nextKey(collection) };
      rowsOf(collection).push(row);
      return clone(row);
    },
    async updateItem(collection, key, patch) {
      record('updateItem', [collection, key, patch]);
      const row = findRow(collection, key);
      Object.assign(row, clone(patch));
      return clone(row);
    },
    async updateSingleton(collection, patch) {
      record('updateSingleton', [collection, patch]);
      const rows = rowsOf(collection);
      if (rows.length === 0) rows.push({});
      Object.assign(rows[0] ?? {}, clone(patch));
      return clone(rows[0] ?? {});
    },
    async updateItems(collection, keys, patch) {
      record('updateItems', [collection, keys, patch]);
      keys.forEach((key) => Object.assign(findRow(collection, key), clone(patch)));
    },
    async deleteItems(collection, keys) {
      record('deleteItems', [collection, keys]);
      const key = keyOf(collection);
      const isDeleted = (row: Item) => keys.some((entry) => String(entry) === String(row[key]));
      trash.keepCopies(collection, rowsOf(collection).filter(isDeleted));
      data.items[collection] = rowsOf(collection).filter((row) => !isDeleted(row));
    },
    async sortItem(collection, item, to) {
      record('sortItem', [collection, item, to]);
    },
    async readPresets(options) {
      record('readPresets', [options]);
      return clone(data.presets.filter((preset) => !options.filter || matchesFilter(options.filter, preset as unknown as Item)));
    },
    async createPreset(preset) {
      record('createPreset', [preset]);
      const created = presetFixture({ id: data.presets.length + 1, collection: '', ...clone(preset) });
      data.presets.push(created);
      return clone(created);
    },
    async updatePreset(id, patch) {
      record('updatePreset', [id, patch]);
      const preset = data.presets.find((entry) => entry.id === id);
      if (!preset) throw new FakeApiError(403, 'FORBIDDEN', "You don't have permission to access this.");
      Object.assign(preset, clone(patch));
      return clone(preset);
    },
    async deletePreset(id) {
      record('deletePreset', [id]);
      data.presets = data.presets.filter((entry) => entry.id !== id);
    },
    readRevisions: async (options) => (
      record('readRevisions', [options]),
      clone(data.revisions.filter((entry) => !options.filter || matchesFilter(options.filter, entry as unknown as Item)))
    ),
    async readActivities(options) {
      record('readActivities', [options]);
      // As the API compares a many-to-one by its key: `{ user: { _eq: id } }` matches an expanded user.
      const byKey = (entry: Activity): Item => ({
        ...entry,
        user: typeof entry.user === 'object' && entry.user ? entry.user.id : entry.user,
      });
      let rows = data.activities.filter((entry) => !options.filter || matchesFilter(options.filter, byKey(entry)));
      for (const sort of [...(options.sort ?? [])].reverse()) {
        const field = sort.replace(/^-/, '') as keyof Activity;
        const direction = sort.startsWith('-') ? -1 : 1;
        rows = [...rows].sort((a, b) => (compareValues(a[field], b[field]) ?? 0) * direction);
      }
      const offset = options.offset ?? 0;
      return clone(options.limit !== undefined && options.limit >= 0 ? rows.slice(offset, offset + options.limit) : rows.slice(offset));
    },
    async createComment(collection, item, comment) {
      record('createComment', [collection, item, comment]);
      data.activities.push(
        activityFixture({
          id: data.activities.length + 1,
          action: 'comment',
          collection,
          item: String(item),
          comment,
          timestamp: new Date().toISOString(),
          user: userFixture({ id: data.me.id, email: data.me.email }),
        }),
      );
    },

    // Settings module (project settings, presets, activity log).
    async updateSettings(patch) {
      record('updateSettings', [patch]);
      Object.assign(data.settings, clone(patch));
      return clone(data.settings);
    },
    async readActivity(id, options) {
      record('readActivity', [id, options]);
      const entry = data.activities.find((activity) => activity.id === id);
      if (!entry) throw new FakeApiError(403, 'FORBIDDEN', "You don't have permission to access this.");
      return clone(entry);
    },
    ...fakeAccessMethods({
      record,
      rowsOf,
      findRow,
      randomString: 'r4nd0m-t0k3n-0123456789abcdefghij',
      me: () => ({ id: data.me.id, isAdmin: data.me.role?.admin_access === true }),
      fail: (status, code, message) => {
        throw new FakeApiError(status, code, message);
      },
    }),
    // --- Data model module (settings/data-model) ---
    async createCollection(input) {
      record('createCollection', [input]);
      if (data.collections.some((entry) => entry.collection === input.collection)) {
        throw new FakeApiError(400, 'INVALID_PAYLOAD', `Collection "${input.collection}" already exists.`);
      }
      const created = makeCollection(input.collection, input.meta ?? {});
      if (input.schema === null) created.schema = null;
      data.collections.push(created);
      for (const field of input.fields ?? []) {
        data.fields.push(makeField(input.collection, field.field, field.type as FieldType, field.meta ?? {}));
      }
      return clone(created);
    },
    async updateCollection(collection, meta) {
      record('updateCollection', [collection, meta]);
      const entry = data.collections.find((candidate) => candidate.collection === collection);
      if (!entry) throw new FakeApiError(403, 'FORBIDDEN', "You don't have permission to access this.");
      entry.meta = { ...collectionMetaFixture(collection), ...entry.meta, ...meta };
      return clone(entry);
    },
    async updateCollections(changes) {
      record('updateCollections', [changes]);
      for (const change of changes) {
        const entry = data.collections.find((candidate) => candidate.collection === change.collection);
        if (entry) entry.meta = { ...collectionMetaFixture(change.collection), ...entry.meta, ...change.meta };
      }
    },
    async deleteCollection(collection) {
      record('deleteCollection', [collection]);
      data.collections = data.collections.filter((entry) => entry.collection !== collection);
      data.fields = data.fields.filter((field) => field.collection !== collection);
    },
    async updateFields(collection, changes) {
      record('updateFields', [collection, changes]);
      for (const change of changes) {
        const field = data.fields.find((candidate) => candidate.collection === collection && candidate.field === change.field);
        if (field) field.meta = { ...fieldMetaFixture(collection, change.field), ...field.meta, ...change.meta };
      }
    },
    async createRelation(relation) {
      record('createRelation', [relation]);
      data.relations.push(makeRelation(relation.collection, relation.field, relation.related_collection, relation.meta ?? {}));
    },
    async createField(collection, field) {
      record('createField', [collection, field]);
      if (fieldsOf(collection).some((entry) => entry.field === field.field)) {
        throw new FakeApiError(400, 'INVALID_PAYLOAD', `Field "${field.field}" already exists in collection "${collection}".`, {
          field: 'field',
        });
      }
      data.fields.push(makeField(collection, field.field, field.type as FieldType, field.meta ?? {}));
    },
    async updateField(collection, field, meta, schema) {
      record('updateField', schema ? [collection, field, meta, schema] : [collection, field, meta]);
      const entry = data.fields.find((candidate) => candidate.collection === collection && candidate.field === field);
      if (entry) entry.meta = { ...fieldMetaFixture(collection, field), ...entry.meta, ...meta };
      if (entry?.schema && schema) entry.schema = { ...entry.schema, ...schema };
    },
    async deleteField(collection, field) {
      record('deleteField', [collection, field]);
      data.fields = data.fields.filter((entry) => entry.collection !== collection || entry.field !== field);
    },
    ...fakeFileMethods({ record, rowsOf, findRow, userId: () => String(data.me.id) }),
    ...trash.methods,
    ...fakeFlowMethods({
      record,
      rowsOf,
      fail: (status, code, message) => {
        throw new FakeApiError(status, code, message);
      },
    }),
    ...fakeInsightsMethods({ record, rowsOf }),
    ...fakeTranslationsMethods({
      record,
      rowsOf,
      failValidation: (problems) => {
        const error = new FakeApiError(400, 'FAILED_VALIDATION', problems[0]?.message ?? 'Invalid payload.');
        error.errors.splice(0, 1, ...problems.map(({ field, message }) => ({ message, extensions: { code: 'FAILED_VALIDATION', field } })));
        throw error;
      },
    }),
    ...fakeNotificationsMethods({ record, rowsOf, userId: () => String(data.me.id) }),
    ...fakeSharesMethods({
      record,
      rowsOf,
      findRow,
      expand,
      fieldsOf,
      fail: (status, code, message) => {
        throw new FakeApiError(status, code, message);
      },
    }),
    ...fakeVersionsMethods({
      record,
      rowsOf,
      findRow,
      fail: (status, code, message) => {
        throw new FakeApiError(status, code, message);
      },
    }),
    ...transfer.methods,
    ...fakeApiDocsMethods({ record, spec: () => data.openApiSpec }),
  };
  return client;
}

/** Starts a fake client already signed in. */
export async function signedInFakeClient(seed: Partial<FakeData> = {}): Promise<FakeClient> {
  const client = createFakeClient(seed);
  const account = client.data.accounts[0];
  if (account) await client.login(account.email, account.password, account.otp);
  client.calls.length = 0;
  return client;
}
