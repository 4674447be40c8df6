/** Every system collection of the specification (section 3), in the reference's naming. */
export const SYSTEM_COLLECTIONS = [
  'directus_activity',
  'directus_collections',
  'directus_fields',
  'directus_files',
  'directus_folders',
  'directus_migrations',
  'directus_permissions',
  'directus_presets',
  'directus_relations',
  'directus_revisions',
  'directus_roles',
  'directus_sessions',
  'directus_settings',
  'directus_users',
  'directus_webhooks',
  'directus_dashboards',
  'directus_panels',
  'directus_notifications',
  'directus_shares',
  'directus_flows',
  'directus_operations',
  'directus_translations',
  'directus_versions',
  'directus_extensions',
] as const;

export type SystemCollection = (typeof SYSTEM_COLLECTIONS)[number];

export const SYSTEM_PREFIX = 'directus_';

export function isSystemCollection(collection: string): boolean {
  return collection.startsWith(SYSTEM_PREFIX);
}
