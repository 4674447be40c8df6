import type { PermissionAction, PermissionRow } from '../../../lib/access/types.js';

/** Collections of the system (files, users, revisions, …): their own group of the permissions matrix. */
export const isSystemCollection = (collection: string): boolean => collection.startsWith('directus_');

type SetRule = Pick<PermissionRow, 'collection' | 'action' | 'permissions' | 'fields'>;

const every = (collection: string, actions: readonly PermissionAction[], fields: string[] | null = ['*']): SetRule[] =>
  actions.map((action) => ({ collection, action, permissions: {}, fields }));

const CRUD: readonly PermissionAction[] = ['create', 'read', 'update', 'delete'];
const own = (field: string) => ({ [field]: { _eq: '$CURRENT_USER' } });

/**
 * The reference's "Recommended defaults" for a role with app access (its app's
 * `appRecommendedPermissions`, Directus 10): the file library, dashboards and panels, folders,
 * colleagues and roles to read, one's own profile to edit, shares and the manual flows. The
 * profile's theme fields are Tessera's (appearance and themes, as `PATCH /users/me` takes them).
 */
export const RECOMMENDED_DEFAULTS: readonly SetRule[] = Object.freeze([
  ...every('directus_files', CRUD),
  ...every('directus_dashboards', CRUD),
  ...every('directus_panels', CRUD),
  ...every('directus_folders', ['create', 'read', 'update']),
  ...every('directus_folders', ['delete'], null),
  ...every('directus_users', ['read']),
  {
    collection: 'directus_users',
    action: 'update',
    permissions: { id: { _eq: '$CURRENT_USER' } },
    fields: [
      'first_name',
      'last_name',
      'email',
      'password',
      'location',
      'title',
      'description',
      'avatar',
      'language',
      'appearance',
      'theme_light',
      'theme_dark',
      'theme_light_overrides',
      'theme_dark_overrides',
      'tfa_secret',
    ],
  },
  ...every('directus_roles', ['read']),
  {
    collection: 'directus_shares',
    action: 'read',
    permissions: { _or: [{ role: { _eq: '$CURRENT_ROLE' } }, { role: { _null: true } }] },
    fields: ['*'],
  },
  ...every('directus_shares', ['create']),
  { collection: 'directus_shares', action: 'update', permissions: own('user_created'), fields: ['*'] },
  { collection: 'directus_shares', action: 'delete', permissions: own('user_created'), fields: ['*'] },
  {
    collection: 'directus_flows',
    action: 'read',
    permissions: { trigger: { _eq: 'manual' } },
    fields: ['id', 'name', 'icon', 'color', 'options', 'trigger'],
  },
]);

/** The rules a one-click set writes for a role: its rows with the role, no validation or presets. */
export function recommendedRulesFor(role: string): Partial<PermissionRow>[] {
  return RECOMMENDED_DEFAULTS.map((rule) => ({ ...structuredClone(rule), role, validation: null, presets: null }));
}
