/**
 * Where the item an activity entry touched is shown: the content module for user collections,
 * the matching module for the system collections that have one; null when there is no page for
 * it (a login, a deleted item, a system row without a screen).
 */
const SYSTEM_PAGES: Record<string, (key: string) => string> = {
  directus_users: (key) => `/users/${key}`,
  directus_files: (key) => `/files/${key}`,
  directus_roles: (key) => `/settings/roles/${key}`,
  directus_flows: (key) => `/settings/flows/${key}`,
  directus_collections: (key) => `/settings/data-model/${key}`,
  directus_presets: () => '/settings/presets',
  directus_settings: () => '/settings/project',
  directus_translations: () => '/settings/translations',
};

/**
 * System rows shown on the page of the row they belong to, named by a field of the row (as the
 * entry's revision holds it): a permission on its role's page, an operation on its flow's.
 */
const OWNER_PAGES: Record<string, { field: string; page: (key: string) => string }> = {
  directus_permissions: { field: 'role', page: (key) => `/settings/roles/${key}` },
  directus_operations: { field: 'flow', page: (key) => `/settings/flows/${key}` },
};

export function activityItemPath(
  entry: { collection: string | null; item: unknown; action: string },
  /** The row as the entry's revision holds it, when known (a permission's role, an operation's flow). */
  data?: Record<string, unknown> | null,
): string | null {
  const { collection, item, action } = entry;
  if (!collection || action === 'login') return null;
  const owner = Object.hasOwn(OWNER_PAGES, collection) ? OWNER_PAGES[collection] : undefined;
  const ownerKey = owner ? data?.[owner.field] : undefined;
  // A deleted permission still belongs to its role, which still has a page.
  if (owner) return typeof ownerKey === 'string' || typeof ownerKey === 'number' ? owner.page(encodeURIComponent(String(ownerKey))) : null;
  if (action === 'delete') return null;
  const key = item === null || item === undefined ? '' : encodeURIComponent(String(item));
  if (collection.startsWith('directus_')) {
    const page = Object.hasOwn(SYSTEM_PAGES, collection) ? SYSTEM_PAGES[collection] : undefined;
    return page && key ? page(key) : null;
  }
  return key ? `/content/${encodeURIComponent(collection)}/${key}` : null;
}

export { activityActionLabel, personName } from '../../../lib/activity/activity-labels.js';
