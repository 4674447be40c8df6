import type { TesseraPermission, TesseraRole, TesseraUser } from '@tessera/sdk';

/** A row of `directus_users` as the users module reads and writes it (role as its key). */
export type UserRow = Omit<TesseraUser, 'role' | 'avatar'> & { role: string | null; avatar: string | null };

/** A row of `directus_roles` (without its users, which the role page reads itself). */
export type RoleRow = Omit<TesseraRole, 'users'>;

/** A row of `directus_permissions`: one role's rule for one collection and action (`role: null` is the public role). */
export type PermissionRow = Omit<TesseraPermission, 'role' | 'permissions' | 'validation' | 'presets'> & {
  role: string | null;
  permissions: Record<string, unknown> | null;
  validation: Record<string, unknown> | null;
  presets: Record<string, unknown> | null;
};

export type PermissionAction = PermissionRow['action'];

/** The actions of the permissions matrix, in the reference's column order. */
export const PERMISSION_ACTIONS: readonly PermissionAction[] = ['create', 'read', 'update', 'delete', 'share'];
