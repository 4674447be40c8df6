/** Where a notification about an item leads in the app: the item's page in its module, or nowhere. */
export function notificationLink(collection: string | null, item: string | null): string | null {
  if (!collection || item === null || item === '') return null;
  const key = encodeURIComponent(item);
  if (collection === 'directus_files') return `/files/${key}`;
  if (collection === 'directus_users') return `/users/${key}`;
  if (collection.startsWith('directus_')) return null;
  return `/content/${encodeURIComponent(collection)}/${key}`;
}
