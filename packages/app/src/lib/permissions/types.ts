import type { Item } from '../schema/types.js';

export type PermissionAction = 'create' | 'read' | 'update' | 'delete' | 'share';

/**
 * One of the signed-in user's effective rules, as `GET /permissions/me` lists them (one per
 * collection and action, the role's rows merged with the default rules). `fields` is `['*']` or
 * the allowed field names. Admins have no rules: they bypass them.
 */
export interface PermissionRule {
  collection: string;
  action: PermissionAction;
  permissions: Record<string, unknown> | null;
  validation: Record<string, unknown> | null;
  presets: Item | null;
  fields: string[] | null;
}

/** `GET /permissions/me/:collection/:key?`: what the user may do with one item (or a singleton). */
export interface ItemPermissions {
  update: { access: boolean; presets?: Item | null; fields?: string[] | null };
  delete: { access: boolean };
  share: { access: boolean };
}
