import {
  acceptUserInvite,
  createPermission,
  createPermissions,
  createRole,
  createUser,
  deletePermission,
  deletePermissions,
  deleteRole,
  deleteUser,
  disableUserTwoFactor,
  inviteUser,
  randomString,
  readPermissions,
  readRole,
  readMe,
  readRoles,
  updateMe,
  updatePermission,
  updateRole,
  updateUser,
} from '@tessera/sdk';
import type { RestCommand } from '@tessera/sdk';
import type { AppClient } from './app-client.js';
import type { PermissionRow, RoleRow, UserRow } from './access/types.js';

type AccessMethods = Pick<
  AppClient,
  | 'createUser'
  | 'updateUser'
  | 'readOwnUser'
  | 'updateOwnUser'
  | 'deleteUser'
  | 'inviteUsers'
  | 'acceptInvite'
  | 'disableUserTwoFactor'
  | 'randomString'
  | 'readRoles'
  | 'readRole'
  | 'readRoleUserCounts'
  | 'createRole'
  | 'updateRole'
  | 'deleteRole'
  | 'readRolePermissions'
  | 'createPermission'
  | 'updatePermission'
  | 'deletePermission'
  | 'createPermissions'
  | 'deletePermissions'
>;

type Request = <Output>(cmd: RestCommand<Output>) => Promise<Output>;

/** One aggregate row per role of the users count the roles list asks for. */
interface RoleUsersAnswer {
  id: string;
  users: { role: string; count: { id: number | string } }[] | null;
}

/**
 * The roles list's request, exactly as the reference app sends it: every role with its users
 * grouped and counted in one query (`deep[users][_aggregate][count]=id`).
 */
const ROLE_USER_COUNTS: RestCommand<RoleUsersAnswer[]> = () => ({
  path: '/roles',
  method: 'GET',
  params: {
    // `fields[]=id&fields[]=users` on the wire of the reference; a parameter map holds each name once.
    'fields[0]': 'id',
    'fields[1]': 'users',
    'deep[users][_aggregate][count]': 'id',
    'deep[users][_groupBy][0]': 'role',
    'deep[users][_sort]': 'role',
    'deep[users][_limit]': '-1',
  },
});

const ROLE_FIELDS = ['id', 'name', 'icon', 'description', 'ip_access', 'enforce_tfa', 'admin_access', 'app_access'] as const;

/** Users, roles and permissions (app-access module) through `@tessera/sdk`. */
export function sdkAccessMethods(request: Request): AccessMethods {
  return {
    createUser: async (user) => (await request(createUser(user as never))) as unknown as UserRow,
    updateUser: async (id, patch) => (await request(updateUser(id, patch as never))) as unknown as UserRow,
    readOwnUser: async (fields) => (await request(readMe({ fields: [...fields] } as never))) as unknown as UserRow,
    async updateOwnUser(patch) {
      await request(updateMe(patch as never, { fields: ['id'] }));
    },
    async deleteUser(id) {
      await request(deleteUser(id));
    },
    async inviteUsers(emails, role) {
      await request(inviteUser(emails, role));
    },
    async acceptInvite(token, password) {
      await request(acceptUserInvite(token, password));
    },
    async disableUserTwoFactor(id) {
      await request(disableUserTwoFactor(id));
    },
    randomString: (length) => request(randomString(length)),
    readRoles: async () => (await request(readRoles({ fields: [...ROLE_FIELDS], limit: -1, sort: ['name'] }))) as RoleRow[],
    readRole: async (id) => (await request(readRole(id, { fields: [...ROLE_FIELDS] }))) as RoleRow,
    async readRoleUserCounts() {
      const rows = await request(ROLE_USER_COUNTS);
      return Object.fromEntries(rows.map((row) => [row.id, Number(row.users?.[0]?.count.id ?? 0)]));
    },
    createRole: async (role) => (await request(createRole(role))) as RoleRow,
    updateRole: async (id, patch) => (await request(updateRole(id, patch))) as RoleRow,
    async deleteRole(id) {
      await request(deleteRole(id));
    },
    readRolePermissions: async (role) =>
      (await request(
        readPermissions({ filter: role === null ? { role: { _null: true } } : { role: { _eq: role } }, limit: -1 }),
      )) as unknown as PermissionRow[],
    createPermission: async (row) => (await request(createPermission(row as never))) as unknown as PermissionRow,
    updatePermission: async (id, patch) => (await request(updatePermission(id, patch as never))) as unknown as PermissionRow,
    async deletePermission(id) {
      await request(deletePermission(id));
    },
    createPermissions: async (rows) => (await request(createPermissions(rows as never))) as unknown as PermissionRow[],
    async deletePermissions(ids) {
      if (ids.length > 0) await request(deletePermissions(ids));
    },
  };
}
