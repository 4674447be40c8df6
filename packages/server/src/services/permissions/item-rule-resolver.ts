import type { Access } from '../../permissions/access.js';
import type { PermissionAction } from '../../permissions/permission-row.js';
import type { PermissionResolver } from '../../query/access-rule.js';

/**
 * A resolver that reads `collection` through the item rule of `action` (update, delete, share…)
 * with every field: for checking which items an action may touch, never for answering with them.
 * Other collections keep the caller's own rules.
 */
export function itemRuleResolver(access: Access, collection: string, action: PermissionAction): PermissionResolver {
  return {
    key: `${access.key}|${action}-items:${collection}`,
    rule(name, requested) {
      if (name !== collection) return access.rule(name, requested);
      const rule = access.rule(name, action);
      return rule && { filter: rule.filter, fields: ['*'], allFields: true };
    },
  };
}
