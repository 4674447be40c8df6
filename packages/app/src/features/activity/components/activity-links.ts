/**
 * Where the item an activity entry touched is shown: the content module for user collections,
 * the matching module for the system collections that have one; null when there is no page for
 * it (a login, a deleted item, a system row without a screen).
 */
const SYSTEM_PAGES: Record<string, (key: string) => string> = {
  directus_users: (key) => `/users/${key}`,
  directus_files: (key) => `/files/${key}`,
  directus_roles: (key) => `/settings/roles/${key}`,
  directus_collections: (key) => `/settings/data-model/${key}`,
  directus_presets: () => '/settings/presets',
  directus_settings: () => '/settings/project',
};

export function activityItemPath(entry: { collection: string | null; item: unknown; action: string }): string | null {
  const { collection, item, action } = entry;
  if (!collection || action === 'delete' || action === 'login') return null;
  const key = item === null || item === undefined ? '' : encodeURIComponent(String(item));
  if (collection.startsWith('directus_')) {
    const page = Object.hasOwn(SYSTEM_PAGES, collection) ? SYSTEM_PAGES[collection] : undefined;
    return page && key ? page(key) : null;
  }
  return key ? `/content/${encodeURIComponent(collection)}/${key}` : null;
}

export function personName(user: unknown): string {
  if (typeof user !== 'object' || user === null) return typeof user === 'string' ? user : 'System';
  const { first_name, last_name, email } = user as Record<string, unknown>;
  const name = [first_name, last_name].filter((part) => typeof part === 'string' && part !== '').join(' ');
  return name || (typeof email === 'string' ? email : 'Unknown user');
}

export const ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  login: 'Signed in',
  comment: 'Commented',
};
