import type { AppClient } from '../lib/app-client.js';
import type { PermissionRow, RoleRow, UserRow } from '../lib/access/types.js';
import type { Item } from '../lib/schema/types.js';

/** What the fake's users, roles and permissions (app-access module) need from the fake client. */
export interface FakeAccessStore {
  record(method: keyof AppClient, args: unknown[]): void;
  rowsOf(collection: string): Item[];
  /** The row, or a FORBIDDEN error as the API answers for a missing key. */
  findRow(collection: string, key: string | number): Item;
  /** The signed-in user: `/users/me` is their row. */
  me(): { id: string; isAdmin: boolean };
  fail(status: number, code: string, message: string): never;
  /** What `randomString` hands out. */
  randomString: string;
}

const USERS = 'directus_users';
const ROLES = 'directus_roles';
const PERMISSIONS = 'directus_permissions';

const clone = <T>(value: T): T => structuredClone(value);

/** Users, roles and permissions over `items.directus_users`, `directus_roles` and `directus_permissions`. */
export function fakeAccessMethods(store: FakeAccessStore) {
  const { record, rowsOf, findRow } = store;
  let next = 1;
  const remove = (collection: string, key: string | number) => {
    findRow(collection, key);
    const rows = rowsOf(collection);
    rows.splice(
      rows.findIndex((row) => row.id === key),
      1,
    );
  };
  const methods = {
    async createUser(user) {
      record('createUser', [user]);
      const row = { id: `user-${next++}`, status: 'active', role: null, ...clone(user) };
      rowsOf(USERS).push(row);
      return clone(row) as unknown as UserRow;
    },
    async updateUser(id, patch) {
      record('updateUser', [id, patch]);
      return clone(Object.assign(findRow(USERS, id), clone(patch))) as unknown as UserRow;
    },
    async readOwnUser(fields) {
      record('readOwnUser', [fields]);
      const row = findRow(USERS, store.me().id);
      return clone(Object.fromEntries(fields.filter((field) => field in row).map((field) => [field, row[field]]))) as unknown as UserRow;
    },
    async updateOwnUser(patch) {
      record('updateOwnUser', [patch]);
      // As the API: a non-admin changes only their profile fields (`SELF_EDITABLE_USER_FIELDS` of the server).
      const refused = ['id', 'role', 'status', 'token', 'tfa_secret', 'provider', 'external_identifier'];
      if (!store.me().isAdmin && Object.keys(patch).some((field) => refused.includes(field)))
        store.fail(403, 'FORBIDDEN', "You don't have permission to access this.");
      Object.assign(findRow(USERS, store.me().id), clone(patch));
    },
    async deleteUser(id) {
      record('deleteUser', [id]);
      remove(USERS, id);
    },
    async inviteUsers(emails, role) {
      record('inviteUsers', [emails, role]);
      for (const email of emails) rowsOf(USERS).push({ id: `user-${next++}`, email, role, status: 'invited' });
    },
    async acceptInvite(token, password) {
      record('acceptInvite', [token, password]);
    },
    async disableUserTwoFactor(id) {
      record('disableUserTwoFactor', [id]);
      findRow(USERS, id).tfa_secret = null;
    },
    async randomString(length) {
      record('randomString', [length]);
      return store.randomString.slice(0, length);
    },
    async readRoles() {
      record('readRoles', []);
      return clone(rowsOf(ROLES)) as unknown as RoleRow[];
    },
    async readRole(id) {
      record('readRole', [id]);
      return clone(findRow(ROLES, id)) as unknown as RoleRow;
    },
    async readRoleUserCounts() {
      record('readRoleUserCounts', []);
      const counts: Record<string, number> = {};
      for (const user of rowsOf(USERS)) if (typeof user.role === 'string') counts[user.role] = (counts[user.role] ?? 0) + 1;
      return counts;
    },
    async createRole(role) {
      record('createRole', [role]);
      const row = { id: `role-${next++}`, icon: 'supervised_user_circle', app_access: true, admin_access: false, ...clone(role) };
      rowsOf(ROLES).push(row);
      return clone(row) as unknown as RoleRow;
    },
    async updateRole(id, patch) {
      record('updateRole', [id, patch]);
      return clone(Object.assign(findRow(ROLES, id), clone(patch))) as unknown as RoleRow;
    },
    async deleteRole(id) {
      record('deleteRole', [id]);
      remove(ROLES, id);
    },
    async readRolePermissions(role) {
      record('readRolePermissions', [role]);
      return clone(rowsOf(PERMISSIONS).filter((row) => (row.role ?? null) === role)) as unknown as PermissionRow[];
    },
    async createPermission(row) {
      record('createPermission', [row]);
      const created = { id: next++, fields: null, permissions: null, validation: null, presets: null, ...clone(row) };
      rowsOf(PERMISSIONS).push(created);
      return clone(created) as unknown as PermissionRow;
    },
    async updatePermission(id, patch) {
      record('updatePermission', [id, patch]);
      return clone(Object.assign(findRow(PERMISSIONS, id), clone(patch))) as unknown as PermissionRow;
    },
    async deletePermission(id) {
      record('deletePermission', [id]);
      remove(PERMISSIONS, id);
    },
    async createPermissions(rows) {
      record('createPermissions', [rows]);
      const created = rows.map((row) => ({ id: next++, fields: null, permissions: null, validation: null, presets: null, ...clone(row) }));
      rowsOf(PERMISSIONS).push(...created);
      return clone(created) as unknown as PermissionRow[];
    },
    async deletePermissions(ids) {
      record('deletePermissions', [ids]);
      // The API deletes all or nothing: every key must exist first.
      for (const id of ids) findRow(PERMISSIONS, id);
      for (const id of ids) remove(PERMISSIONS, id);
    },
  } satisfies Partial<AppClient>;
  return methods;
}
