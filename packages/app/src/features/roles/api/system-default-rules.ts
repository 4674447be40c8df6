import type { PermissionAction } from '../../../lib/access/types.js';
import type { MessageKey } from '../../../lib/i18n/i18n.js';

interface DefaultRule {
  actions: readonly PermissionAction[];
  /** What the default allows, in words. */
  description: MessageKey;
}

/**
 * What every signed-in user may do in the system collections whatever their role (spec section 6;
 * the server's `DEFAULT_RULES`, the reference's app access minimum). The role page shows them on
 * the system rows, so "No access" never hides what a role's users can do anyway.
 */
export const SYSTEM_DEFAULT_RULES: ReadonlyMap<string, DefaultRule> = new Map<string, DefaultRule>([
  ['directus_activity', { actions: ['read', 'create'], description: 'roles.defaults.activity' }],
  ['directus_presets', { actions: ['create', 'read', 'update', 'delete'], description: 'roles.defaults.presets' }],
  ['directus_roles', { actions: ['read'], description: 'roles.defaults.roles' }],
  ['directus_settings', { actions: ['read'], description: 'roles.defaults.settings' }],
  ['directus_translations', { actions: ['read'], description: 'roles.defaults.translations' }],
  ['directus_extensions', { actions: ['read'], description: 'roles.defaults.extensions' }],
  ['directus_notifications', { actions: ['read', 'update'], description: 'roles.defaults.notifications' }],
  ['directus_shares', { actions: ['read'], description: 'roles.defaults.shares' }],
  ['directus_users', { actions: ['read'], description: 'roles.defaults.users' }],
  ['directus_permissions', { actions: ['read'], description: 'roles.defaults.permissions' }],
  ['directus_collections', { actions: ['read'], description: 'roles.defaults.collections' }],
  ['directus_fields', { actions: ['read'], description: 'roles.defaults.fields' }],
  ['directus_relations', { actions: ['read'], description: 'roles.defaults.relations' }],
]);
