import type { Access, ResolvedRule } from '../../permissions/access.js';
import type { Filter, PermissionAction } from '../../permissions/permission-row.js';

/** A rule as `directus_permissions` rows look on the wire; `id` is null because rules are merged. */
export interface EffectivePermission {
  id: null;
  role: string | null;
  collection: string;
  action: PermissionAction;
  permissions: Filter | null;
  validation: Filter | null;
  presets: Record<string, unknown> | null;
  fields: string[];
}

/**
 * `GET /permissions/me`: the caller's effective rules, one per collection and action: their role's
 * rows and the default rules merged, dynamic variables resolved. Admins have no rules (they bypass them).
 */
export function readMyPermissions(access: Access): EffectivePermission[] {
  return access.list().map((rule) => toPermission(rule, access.accountability.role));
}

function toPermission(rule: ResolvedRule, role: string | null): EffectivePermission {
  return {
    id: null,
    role,
    collection: rule.collection,
    action: rule.action,
    permissions: rule.filter,
    validation: rule.validation,
    presets: Object.keys(rule.presets).length > 0 ? rule.presets : null,
    fields: rule.allFields ? ['*'] : [...rule.fields],
  };
}
