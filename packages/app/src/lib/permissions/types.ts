import type { TesseraEffectivePermission, TesseraItemPermissions } from '@tessera/sdk';

export type PermissionAction = TesseraEffectivePermission['action'];

/**
 * One of the signed-in user's effective rules, as `GET /permissions/me` lists them (one per
 * collection and action, the role's rows merged with the default rules). `fields` is `['*']` or
 * the allowed field names. Admins have no rules: they bypass them.
 */
export type PermissionRule = TesseraEffectivePermission;

/** `GET /permissions/me/:collection/:key?`: what the user may do with one item (or a singleton). */
export type ItemPermissions = TesseraItemPermissions;
