/** A relation between system collections, as the reference declares it in its system data. */
export interface SystemRelation {
  collection: string;
  field: string;
  related: string;
  /** The o2m alias on the related collection, when the reference declares one. */
  oneField?: string;
}

const rel = (collection: string, field: string, related: string, oneField?: string): SystemRelation => ({
  collection: `directus_${collection}`,
  field,
  related: `directus_${related}`,
  ...(oneField ? { oneField } : {}),
});

/**
 * Every system relation of Directus 10.13 (its `system-data` relations list), in its order. `GET
 * /relations` serves each with a meta marked `system: true`, whether or not the database holds a
 * foreign key for it (the reference keeps some, such as `activity.user` and `flows.operation`,
 * without one). Declaration data: one line per relation.
 */
export const SYSTEM_RELATIONS: readonly SystemRelation[] = [
  rel('collections', 'group', 'collections'),
  rel('users', 'role', 'roles', 'users'),
  rel('users', 'avatar', 'files'),
  rel('revisions', 'activity', 'activity', 'revisions'),
  rel('revisions', 'parent', 'revisions'),
  rel('revisions', 'version', 'versions'),
  rel('presets', 'user', 'users'),
  rel('presets', 'role', 'roles'),
  rel('folders', 'parent', 'folders'),
  rel('files', 'folder', 'folders'),
  rel('files', 'uploaded_by', 'users'),
  rel('files', 'modified_by', 'users'),
  rel('fields', 'collection', 'collections', 'fields'),
  rel('fields', 'group', 'fields'),
  rel('activity', 'user', 'users'),
  rel('settings', 'project_logo', 'files'),
  rel('settings', 'public_foreground', 'files'),
  rel('settings', 'public_background', 'files'),
  rel('settings', 'public_favicon', 'files'),
  rel('settings', 'storage_default_folder', 'folders'),
  rel('settings', 'public_registration_role', 'roles'),
  rel('panels', 'dashboard', 'dashboards', 'panels'),
  rel('panels', 'user_created', 'users'),
  rel('flows', 'operation', 'operations'),
  rel('flows', 'user_created', 'users'),
  rel('operations', 'flow', 'flows', 'operations'),
  rel('operations', 'resolve', 'operations'),
  rel('operations', 'reject', 'operations'),
  rel('operations', 'user_created', 'users'),
  rel('permissions', 'role', 'roles'),
  rel('sessions', 'user', 'users'),
  rel('sessions', 'share', 'shares'),
  rel('dashboards', 'user_created', 'users'),
  rel('notifications', 'recipient', 'users'),
  rel('notifications', 'sender', 'users'),
  rel('shares', 'role', 'roles'),
  rel('shares', 'collection', 'collections'),
  rel('shares', 'user_created', 'users'),
  rel('versions', 'collection', 'collections'),
  rel('versions', 'user_created', 'users'),
  rel('versions', 'user_updated', 'users'),
  rel('webhooks', 'migrated_flow', 'flows'),
];
