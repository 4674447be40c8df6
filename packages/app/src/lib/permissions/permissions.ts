import type { Item } from '../schema/types.js';
import type { PermissionAction, PermissionRule } from './types.js';

/** What the signed-in user may do, asked per collection and action (never per item). */
export interface Permissions {
  readonly isAdmin: boolean;
  can(collection: string, action: PermissionAction): boolean;
  /** `['*']` (every field), the allowed field names, or `[]` when the action is not allowed at all. */
  fieldsAllowed(collection: string, action: PermissionAction): readonly string[];
  isFieldAllowed(collection: string, action: PermissionAction, field: string): boolean;
  /** Values the server fills in for the action (create presets become a new item's defaults). */
  presets(collection: string, action: PermissionAction): Item;
}

/** A field is in an allow-list when the list names it or holds `*`. */
export function isInFieldList(allowed: readonly string[] | null | undefined, field: string): boolean {
  return Boolean(allowed && (allowed.includes('*') || allowed.includes(field)));
}

/** Admins bypass the rules: everything, every field, no presets. */
export const ADMIN_PERMISSIONS: Permissions = {
  isAdmin: true,
  can: () => true,
  fieldsAllowed: () => ['*'],
  isFieldAllowed: () => true,
  presets: () => ({}),
};

/** The permissions a non-admin has: exactly their rules, nothing else. */
export function permissionsFromRules(rules: readonly PermissionRule[]): Permissions {
  const byKey = new Map(rules.map((rule) => [`${rule.collection}:${rule.action}`, rule]));
  const rule = (collection: string, action: PermissionAction) => byKey.get(`${collection}:${action}`);
  return {
    isAdmin: false,
    can: (collection, action) => rule(collection, action) !== undefined,
    fieldsAllowed: (collection, action) => rule(collection, action)?.fields ?? [],
    isFieldAllowed: (collection, action, field) => isInFieldList(rule(collection, action)?.fields, field),
    presets: (collection, action) => ({ ...(rule(collection, action)?.presets ?? {}) }),
  };
}
