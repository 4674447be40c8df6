import type { Filter, PermissionAction, PermissionRow } from './permission-row.js';
import { SELF_READABLE_USER_FIELDS } from './self-user-fields.js';

const own = (field: string): Filter => ({ [field]: { _eq: '$CURRENT_USER' } });

const rule = (
  collection: string,
  action: PermissionAction,
  parts: Partial<Pick<PermissionRow, 'permissions' | 'validation' | 'presets' | 'fields'>> = {},
): PermissionRow => ({
  id: null,
  role: null,
  collection,
  action,
  permissions: parts.permissions ?? null,
  validation: parts.validation ?? null,
  presets: parts.presets ?? null,
  fields: parts.fields ?? ['*'],
});

/**
 * The rules every signed-in user has whatever their role (spec section 6), as permission rows, so
 * they merge with the role's own rows like any other. They mirror the reference's app-access
 * minimal permissions; the spec grants them to every user, not only roles with app access.
 */
export const DEFAULT_RULES: readonly PermissionRow[] = Object.freeze([
  rule('directus_activity', 'read', { permissions: own('user') }),
  // "Create requires a comment": a missing comment fails as well as a null one.
  rule('directus_activity', 'create', { validation: { comment: { _submitted: true, _nnull: true } } }),
  rule('directus_presets', 'read', {
    permissions: {
      _or: [
        own('user'),
        { _and: [{ user: { _null: true } }, { role: { _eq: '$CURRENT_ROLE' } }] },
        { _and: [{ user: { _null: true } }, { role: { _null: true } }] },
      ],
    },
  }),
  // The preset fills in the owner the reference's app always sends; a different one fails validation.
  rule('directus_presets', 'create', { validation: own('user'), presets: { user: '$CURRENT_USER' } }),
  rule('directus_presets', 'update', { permissions: own('user'), validation: own('user') }),
  rule('directus_presets', 'delete', { permissions: own('user') }),
  rule('directus_roles', 'read', { permissions: { id: { _eq: '$CURRENT_ROLE' } } }),
  rule('directus_settings', 'read'),
  rule('directus_translations', 'read'),
  // The app loads the extension list for every signed-in user (issue 24: an app-facing read).
  rule('directus_extensions', 'read'),
  rule('directus_notifications', 'read', { permissions: own('recipient') }),
  rule('directus_notifications', 'update', { permissions: own('recipient'), fields: ['status'] }),
  rule('directus_shares', 'read', { permissions: own('user_created') }),
  rule('directus_users', 'read', { permissions: { id: { _eq: '$CURRENT_USER' } }, fields: [...SELF_READABLE_USER_FIELDS] }),
  rule('directus_permissions', 'read', { permissions: { role: { _eq: '$CURRENT_ROLE' } } }),
  rule('directus_collections', 'read'),
  rule('directus_fields', 'read'),
  rule('directus_relations', 'read'),
]);
