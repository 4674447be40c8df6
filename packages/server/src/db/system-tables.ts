/**
 * The system tables of spec section 3, column by column, as Directus 10.13 creates them.
 * Migrations create what is missing from this table; tests compare the live schema with it.
 */

export type ColumnType =
  | 'increments'
  | 'uuid'
  | 'string'
  | 'text'
  | 'boolean'
  | 'integer'
  | 'bigInteger'
  | 'float'
  | 'json'
  | 'timestamp';

export type OnDelete = 'CASCADE' | 'SET NULL' | 'NO ACTION';

export interface ColumnSpec {
  name: string;
  type: ColumnType;
  length?: number;
  /** Columns are nullable unless this says false. */
  nullable?: boolean;
  default?: string | number | boolean | 'now';
  primary?: boolean;
  unique?: boolean;
  references?: { table: string; column: string; onDelete: OnDelete };
}

export interface TableSpec {
  name: string;
  columns: ColumnSpec[];
}

const col = (name: string, type: ColumnType, rest: Omit<ColumnSpec, 'name' | 'type'> = {}): ColumnSpec => ({ name, type, ...rest });
const pkUuid = (): ColumnSpec => col('id', 'uuid', { primary: true, nullable: false });
const pkIncrements = (): ColumnSpec => col('id', 'increments', { primary: true, nullable: false });
const fk = (table: string, onDelete: OnDelete, column = 'id') => ({ references: { table, column, onDelete } });
const str = (name: string, length: number, rest: Omit<ColumnSpec, 'name' | 'type' | 'length'> = {}): ColumnSpec => col(name, 'string', { length, ...rest });
const createdNow = (name = 'date_created'): ColumnSpec => col(name, 'timestamp', { default: 'now' });
const userCreated = (name = 'user_created'): ColumnSpec => col(name, 'uuid', fk('directus_users', 'SET NULL'));

export const SYSTEM_TABLES: TableSpec[] = [
  { name: 'directus_migrations', columns: [str('version', 255, { primary: true, nullable: false }), str('name', 255, { nullable: false }), col('timestamp', 'timestamp', { default: 'now' })] },
  {
    name: 'directus_roles',
    columns: [
      pkUuid(),
      str('name', 100, { nullable: false }),
      str('icon', 30, { nullable: false, default: 'supervised_user_circle' }),
      col('description', 'text'),
      col('ip_access', 'text'),
      col('enforce_tfa', 'boolean', { nullable: false, default: false }),
      col('admin_access', 'boolean', { nullable: false, default: false }),
      col('app_access', 'boolean', { nullable: false, default: true }),
    ],
  },
  { name: 'directus_folders', columns: [pkUuid(), str('name', 255, { nullable: false }), col('parent', 'uuid', fk('directus_folders', 'NO ACTION'))] },
  {
    name: 'directus_users',
    columns: [
      pkUuid(),
      str('first_name', 50),
      str('last_name', 50),
      str('email', 128, { unique: true }),
      str('password', 255),
      str('location', 255),
      str('title', 50),
      col('description', 'text'),
      col('tags', 'json'),
      col('avatar', 'uuid', fk('directus_files', 'SET NULL')),
      str('language', 255),
      str('tfa_secret', 255),
      str('status', 16, { nullable: false, default: 'active' }),
      col('role', 'uuid', fk('directus_roles', 'SET NULL')),
      str('token', 255, { unique: true }),
      col('last_access', 'timestamp'),
      str('last_page', 255),
      str('provider', 128, { nullable: false, default: 'default' }),
      str('external_identifier', 255, { unique: true }),
      col('auth_data', 'json'),
      col('email_notifications', 'boolean', { default: true }),
      str('appearance', 255),
      str('theme_dark', 255),
      str('theme_light', 255),
      col('theme_light_overrides', 'json'),
      col('theme_dark_overrides', 'json'),
    ],
  },
  {
    name: 'directus_files',
    columns: [
      pkUuid(),
      str('storage', 255, { nullable: false }),
      str('filename_disk', 255),
      str('filename_download', 255, { nullable: false }),
      str('title', 255),
      str('type', 255),
      col('folder', 'uuid', fk('directus_folders', 'SET NULL')),
      col('uploaded_by', 'uuid', fk('directus_users', 'SET NULL')),
      col('created_on', 'timestamp', { nullable: false, default: 'now' }),
      col('modified_by', 'uuid', fk('directus_users', 'SET NULL')),
      col('modified_on', 'timestamp', { nullable: false, default: 'now' }),
      str('charset', 50),
      col('filesize', 'bigInteger'),
      col('width', 'integer'),
      col('height', 'integer'),
      col('duration', 'integer'),
      str('embed', 200),
      col('description', 'text'),
      col('location', 'text'),
      col('tags', 'text'),
      col('metadata', 'json'),
      col('focal_point_x', 'integer'),
      col('focal_point_y', 'integer'),
      str('tus_id', 64),
      col('tus_data', 'json'),
      col('uploaded_on', 'timestamp'),
    ],
  },
  {
    name: 'directus_collections',
    columns: [
      str('collection', 64, { primary: true, nullable: false }),
      str('icon', 30),
      col('note', 'text'),
      str('display_template', 255),
      col('hidden', 'boolean', { nullable: false, default: false }),
      col('singleton', 'boolean', { nullable: false, default: false }),
      col('translations', 'json'),
      str('archive_field', 64),
      col('archive_app_filter', 'boolean', { nullable: false, default: true }),
      str('archive_value', 255),
      str('unarchive_value', 255),
      str('sort_field', 64),
      str('accountability', 255, { default: 'all' }),
      str('color', 255),
      col('item_duplication_fields', 'json'),
      col('sort', 'integer'),
      str('group', 64, fk('directus_collections', 'NO ACTION', 'collection')),
      str('collapse', 255, { nullable: false, default: 'open' }),
      str('preview_url', 255),
      col('versioning', 'boolean', { nullable: false, default: false }),
    ],
  },
  {
    name: 'directus_fields',
    columns: [
      pkIncrements(),
      str('collection', 64, { nullable: false }),
      str('field', 64, { nullable: false }),
      str('special', 64),
      str('interface', 64),
      col('options', 'json'),
      str('display', 64),
      col('display_options', 'json'),
      col('readonly', 'boolean', { nullable: false, default: false }),
      col('hidden', 'boolean', { nullable: false, default: false }),
      col('sort', 'integer'),
      str('width', 30, { default: 'full' }),
      col('translations', 'json'),
      col('note', 'text'),
      col('conditions', 'json'),
      col('required', 'boolean', { default: false }),
      str('group', 64),
      col('validation', 'json'),
      col('validation_message', 'text'),
    ],
  },
  {
    name: 'directus_relations',
    columns: [
      pkIncrements(),
      str('many_collection', 64, { nullable: false }),
      str('many_field', 64, { nullable: false }),
      str('one_collection', 64),
      str('one_field', 64),
      str('one_collection_field', 64),
      col('one_allowed_collections', 'text'),
      str('junction_field', 64),
      str('sort_field', 64),
      str('one_deselect_action', 255, { nullable: false, default: 'nullify' }),
    ],
  },
  {
    name: 'directus_activity',
    columns: [
      pkIncrements(),
      str('action', 45, { nullable: false }),
      col('user', 'uuid'),
      col('timestamp', 'timestamp', { nullable: false, default: 'now' }),
      str('ip', 50),
      col('user_agent', 'text'),
      str('collection', 64, { nullable: false }),
      str('item', 255, { nullable: false }),
      col('comment', 'text'),
      str('origin', 255),
    ],
  },
  {
    name: 'directus_versions',
    columns: [
      pkUuid(),
      str('key', 64, { nullable: false }),
      str('name', 255),
      str('collection', 64, { nullable: false, ...fk('directus_collections', 'CASCADE', 'collection') }),
      str('item', 255, { nullable: false }),
      str('hash', 255),
      createdNow(),
      col('date_updated', 'timestamp', { default: 'now' }),
      userCreated(),
      userCreated('user_updated'),
    ],
  },
  {
    name: 'directus_revisions',
    columns: [
      pkIncrements(),
      col('activity', 'integer', { nullable: false, ...fk('directus_activity', 'CASCADE') }),
      str('collection', 64, { nullable: false }),
      str('item', 255, { nullable: false }),
      col('data', 'json'),
      col('delta', 'json'),
      col('parent', 'integer', fk('directus_revisions', 'SET NULL')),
      col('version', 'uuid', fk('directus_versions', 'CASCADE')),
    ],
  },
  {
    name: 'directus_permissions',
    columns: [
      pkIncrements(),
      col('role', 'uuid', fk('directus_roles', 'CASCADE')),
      str('collection', 64, { nullable: false }),
      str('action', 10, { nullable: false }),
      col('permissions', 'json'),
      col('validation', 'json'),
      col('presets', 'json'),
      col('fields', 'text'),
    ],
  },
  {
    name: 'directus_presets',
    columns: [
      pkIncrements(),
      str('bookmark', 255),
      col('user', 'uuid', fk('directus_users', 'CASCADE')),
      col('role', 'uuid', fk('directus_roles', 'CASCADE')),
      str('collection', 64),
      str('search', 100),
      str('layout', 100, { default: 'tabular' }),
      col('layout_query', 'json'),
      col('layout_options', 'json'),
      col('refresh_interval', 'integer'),
      col('filter', 'json'),
      str('icon', 30, { default: 'bookmark' }),
      str('color', 255),
    ],
  },
  {
    name: 'directus_shares',
    columns: [
      pkUuid(),
      str('name', 255),
      str('collection', 64, fk('directus_collections', 'CASCADE', 'collection')),
      str('item', 255),
      col('role', 'uuid', fk('directus_roles', 'CASCADE')),
      str('password', 255),
      userCreated(),
      createdNow(),
      col('date_start', 'timestamp'),
      col('date_end', 'timestamp'),
      col('times_used', 'integer', { default: 0 }),
      col('max_uses', 'integer'),
    ],
  },
  {
    name: 'directus_sessions',
    columns: [
      str('token', 64, { primary: true, nullable: false }),
      col('user', 'uuid', fk('directus_users', 'CASCADE')),
      col('expires', 'timestamp', { nullable: false }),
      str('ip', 255),
      col('user_agent', 'text'),
      col('share', 'uuid', fk('directus_shares', 'CASCADE')),
      str('origin', 255),
      str('next_token', 64),
    ],
  },
  {
    name: 'directus_settings',
    columns: [
      pkIncrements(),
      str('project_name', 100, { nullable: false, default: 'Tessera' }),
      str('project_url', 255),
      str('project_color', 255, { default: '#6644FF' }),
      col('project_logo', 'uuid', fk('directus_files', 'NO ACTION')),
      col('public_foreground', 'uuid', fk('directus_files', 'NO ACTION')),
      col('public_background', 'uuid', fk('directus_files', 'NO ACTION')),
      col('public_note', 'text'),
      col('auth_login_attempts', 'integer', { default: 25 }),
      str('auth_password_policy', 100),
      str('storage_asset_transform', 7, { default: 'all' }),
      col('storage_asset_presets', 'json'),
      col('custom_css', 'text'),
      col('storage_default_folder', 'uuid', fk('directus_folders', 'SET NULL')),
      col('basemaps', 'json'),
      str('mapbox_key', 255),
      col('module_bar', 'json'),
      str('project_descriptor', 100),
      str('default_language', 255, { nullable: false, default: 'en-US' }),
      col('custom_aspect_ratios', 'json'),
      col('public_favicon', 'uuid', fk('directus_files', 'NO ACTION')),
      str('default_appearance', 255, { nullable: false, default: 'auto' }),
      str('default_theme_light', 255),
      col('theme_light_overrides', 'json'),
      str('default_theme_dark', 255),
      col('theme_dark_overrides', 'json'),
      str('report_error_url', 255),
      str('report_bug_url', 255),
      str('report_feature_url', 255),
      col('public_registration', 'boolean', { nullable: false, default: false }),
      col('public_registration_verify_email', 'boolean', { nullable: false, default: true }),
      col('public_registration_role', 'uuid', fk('directus_roles', 'SET NULL')),
      col('public_registration_email_filter', 'json'),
    ],
  },
  {
    name: 'directus_webhooks',
    columns: [
      pkIncrements(),
      str('name', 255, { nullable: false }),
      str('method', 10, { nullable: false, default: 'POST' }),
      str('url', 255, { nullable: false }),
      str('status', 10, { nullable: false, default: 'active' }),
      col('data', 'boolean', { nullable: false, default: true }),
      str('actions', 100, { nullable: false }),
      str('collections', 255, { nullable: false }),
      col('headers', 'json'),
    ],
  },
  {
    name: 'directus_dashboards',
    columns: [pkUuid(), str('name', 255, { nullable: false }), str('icon', 30, { nullable: false, default: 'dashboard' }), col('note', 'text'), createdNow(), userCreated(), str('color', 255)],
  },
  {
    name: 'directus_panels',
    columns: [
      pkUuid(),
      col('dashboard', 'uuid', { nullable: false, ...fk('directus_dashboards', 'CASCADE') }),
      str('name', 255),
      str('icon', 30),
      str('color', 10),
      col('show_header', 'boolean', { nullable: false, default: false }),
      col('note', 'text'),
      str('type', 255, { nullable: false }),
      col('position_x', 'integer', { nullable: false }),
      col('position_y', 'integer', { nullable: false }),
      col('width', 'integer', { nullable: false }),
      col('height', 'integer', { nullable: false }),
      col('options', 'json'),
      createdNow(),
      userCreated(),
    ],
  },
  {
    name: 'directus_notifications',
    columns: [
      pkIncrements(),
      col('timestamp', 'timestamp', { default: 'now' }),
      str('status', 255, { default: 'inbox' }),
      col('recipient', 'uuid', { nullable: false, ...fk('directus_users', 'CASCADE') }),
      col('sender', 'uuid', fk('directus_users', 'NO ACTION')),
      str('subject', 255, { nullable: false }),
      col('message', 'text'),
      str('collection', 64),
      str('item', 255),
    ],
  },
  {
    name: 'directus_flows',
    columns: [
      pkUuid(),
      str('name', 255, { nullable: false }),
      str('icon', 30),
      str('color', 255),
      col('description', 'text'),
      str('status', 255, { nullable: false, default: 'active' }),
      str('trigger', 255),
      str('accountability', 255, { default: 'all' }),
      col('options', 'json'),
      col('operation', 'uuid', { unique: true }),
      createdNow(),
      userCreated(),
    ],
  },
  {
    name: 'directus_operations',
    columns: [
      pkUuid(),
      str('name', 255),
      str('key', 255, { nullable: false }),
      str('type', 255, { nullable: false }),
      col('position_x', 'integer', { nullable: false }),
      col('position_y', 'integer', { nullable: false }),
      col('options', 'json'),
      col('resolve', 'uuid', { unique: true, ...fk('directus_operations', 'NO ACTION') }),
      col('reject', 'uuid', { unique: true, ...fk('directus_operations', 'NO ACTION') }),
      col('flow', 'uuid', { nullable: false, ...fk('directus_flows', 'CASCADE') }),
      createdNow(),
      userCreated(),
    ],
  },
  { name: 'directus_translations', columns: [pkUuid(), str('language', 255, { nullable: false }), str('key', 255, { nullable: false }), col('value', 'text', { nullable: false })] },
  {
    name: 'directus_extensions',
    columns: [pkUuid(), col('enabled', 'boolean', { nullable: false, default: true }), str('folder', 255, { nullable: false }), str('source', 255, { nullable: false }), col('bundle', 'uuid')],
  },
];
