import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabasesFor } from '../../../test/harness/test-databases.js';
import { createConnection } from '../connection.js';
import { introspect } from '../introspect/introspect.js';
import type { TableInfo } from '../introspect/table-info.js';
import { SYSTEM_TABLES } from '../system-tables.js';
import { migrate } from './migrate.js';

const DATABASES = testDatabasesFor(import.meta.url);

// Spec section 3, written out independently of SYSTEM_TABLES: every listed field must be a live column.
const SPEC_FIELDS: Record<string, string[]> = {
  directus_users: [
    'id',
    'first_name',
    'last_name',
    'email',
    'password',
    'avatar',
    'location',
    'title',
    'description',
    'tags',
    'language',
    'tfa_secret',
    'email_notifications',
    'appearance',
    'theme_light',
    'theme_dark',
    'theme_light_overrides',
    'theme_dark_overrides',
    'status',
    'role',
    'token',
    'last_page',
    'last_access',
    'provider',
    'external_identifier',
  ],
  directus_roles: ['id', 'name', 'icon', 'description', 'app_access', 'admin_access', 'ip_access', 'enforce_tfa'],
  directus_files: [
    'id',
    'title',
    'description',
    'tags',
    'location',
    'storage',
    'focal_point_x',
    'focal_point_y',
    'filename_disk',
    'filename_download',
    'metadata',
    'type',
    'filesize',
    'modified_by',
    'modified_on',
    'uploaded_by',
    'uploaded_on',
    'folder',
    'width',
    'height',
    'charset',
    'duration',
    'embed',
  ],
  directus_folders: ['id', 'parent', 'name'],
  directus_collections: [
    'collection',
    'note',
    'icon',
    'color',
    'display_template',
    'hidden',
    'singleton',
    'translations',
    'preview_url',
    'versioning',
    'archive_field',
    'archive_app_filter',
    'archive_value',
    'unarchive_value',
    'sort_field',
    'accountability',
    'item_duplication_fields',
    'sort',
    'group',
    'collapse',
  ],
  directus_fields: [
    'id',
    'collection',
    'field',
    'special',
    'interface',
    'options',
    'display',
    'display_options',
    'readonly',
    'hidden',
    'required',
    'sort',
    'width',
    'group',
    'translations',
    'note',
    'conditions',
    'validation',
    'validation_message',
  ],
  directus_permissions: ['id', 'role', 'collection', 'action', 'fields', 'permissions', 'validation', 'presets'],
  directus_presets: [
    'id',
    'user',
    'role',
    'bookmark',
    'icon',
    'color',
    'search',
    'collection',
    'layout',
    'layout_query',
    'layout_options',
    'filter',
    'refresh_interval',
  ],
  directus_relations: [
    'many_collection',
    'many_field',
    'one_collection',
    'one_field',
    'one_allowed_collections',
    'one_collection_field',
    'junction_field',
    'sort_field',
    'one_deselect_action',
  ],
  directus_revisions: ['id', 'activity', 'collection', 'item', 'data', 'delta', 'parent', 'version'],
  directus_activity: ['id', 'item', 'action', 'collection', 'timestamp', 'user', 'comment', 'user_agent', 'origin', 'ip'],
  directus_sessions: ['token', 'user', 'expires', 'ip', 'user_agent', 'origin', 'share'],
  directus_settings: [
    'project_name',
    'project_descriptor',
    'project_url',
    'default_language',
    'project_color',
    'project_logo',
    'public_foreground',
    'public_background',
    'public_favicon',
    'public_note',
    'default_appearance',
    'default_theme_light',
    'default_theme_dark',
    'theme_light_overrides',
    'theme_dark_overrides',
    'custom_css',
    'module_bar',
    'auth_password_policy',
    'auth_login_attempts',
    'storage_asset_transform',
    'storage_default_folder',
    'storage_asset_presets',
    'report_feature_url',
    'report_bug_url',
    'report_error_url',
    'mapbox_key',
    'basemaps',
    'custom_aspect_ratios',
  ],
  directus_webhooks: ['id', 'name', 'method', 'url', 'status', 'data', 'headers', 'actions', 'collections'],
  directus_dashboards: ['id', 'name', 'icon', 'note', 'color', 'date_created', 'user_created'],
  directus_panels: [
    'id',
    'name',
    'icon',
    'color',
    'note',
    'type',
    'show_header',
    'position_x',
    'position_y',
    'width',
    'height',
    'options',
    'dashboard',
    'date_created',
    'user_created',
  ],
  directus_notifications: ['id', 'timestamp', 'status', 'recipient', 'sender', 'subject', 'message', 'collection', 'item'],
  directus_shares: [
    'id',
    'name',
    'collection',
    'item',
    'role',
    'password',
    'date_start',
    'date_end',
    'max_uses',
    'times_used',
    'date_created',
    'user_created',
  ],
  directus_flows: ['id', 'name', 'icon', 'color', 'description', 'status', 'trigger', 'accountability', 'options', 'operation'],
  directus_operations: ['id', 'name', 'key', 'type', 'position_x', 'position_y', 'options', 'resolve', 'reject', 'flow'],
  directus_translations: ['id', 'key', 'language', 'value'],
  directus_versions: ['id', 'key', 'name', 'collection', 'item', 'hash', 'date_created', 'date_updated', 'user_created', 'user_updated'],
  directus_extensions: ['id', 'folder', 'source', 'bundle', 'enabled'],
  directus_migrations: ['version', 'name', 'timestamp'],
};

// Spec section 3 "Relations", with the on-delete rule where the spec gives one.
const SPEC_RELATIONS: Array<[table: string, column: string, target: string, onDelete?: string]> = [
  ['directus_users', 'role', 'directus_roles'],
  ['directus_users', 'avatar', 'directus_files'],
  ['directus_files', 'folder', 'directus_folders'],
  ['directus_files', 'uploaded_by', 'directus_users'],
  ['directus_files', 'modified_by', 'directus_users'],
  ['directus_operations', 'flow', 'directus_flows', 'CASCADE'],
  ['directus_panels', 'dashboard', 'directus_dashboards'],
  ['directus_shares', 'role', 'directus_roles'],
  ['directus_shares', 'collection', 'directus_collections'],
  ['directus_notifications', 'recipient', 'directus_users'],
  ['directus_notifications', 'sender', 'directus_users'],
  ['directus_versions', 'collection', 'directus_collections'],
];

describe.each(DATABASES)('system schema migrations on %s', (client) => {
  let database: TestDatabase;
  let db: Knex;
  let live: Map<string, TableInfo>;

  beforeAll(async () => {
    database = await createTestDatabase(client);
    db = createConnection(database.settings);
    expect(await migrate(db)).toEqual(['tessera-0001', 'tessera-0002', 'tessera-0003', 'tessera-0004', 'tessera-0005']);
    live = new Map((await introspect(db)).map((table) => [table.name, table]));
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('creates every table and column the spec lists', () => {
    for (const [table, fields] of Object.entries(SPEC_FIELDS)) {
      const columns = live.get(table)?.columns.map((column) => column.name) ?? [];
      expect(columns, table).toEqual(expect.arrayContaining(fields));
    }
  });

  it('gives each column its declared nullability, default, key and length', () => {
    for (const table of SYSTEM_TABLES) {
      const columns = new Map(live.get(table.name)!.columns.map((column) => [column.name, column]));
      for (const spec of table.columns) {
        const column = columns.get(spec.name);
        const where = `${table.name}.${spec.name}`;
        expect(column, where).toBeDefined();
        expect(column!.isPrimaryKey, where).toBe(spec.primary === true);
        if (!spec.primary) expect(column!.isNullable, where).toBe(spec.nullable !== false);
        if (spec.type === 'string') expect(column!.maxLength, where).toBe(spec.length);
        if (spec.type === 'increments') expect(column!.hasAutoIncrement, where).toBe(true);
        if (spec.unique) expect(column!.isUnique, where).toBe(true);
        if (spec.default === 'now') expect(column!.defaultValue, where).toBe('CURRENT_TIMESTAMP');
        else if (typeof spec.default === 'boolean')
          expect([spec.default, Number(spec.default), String(Number(spec.default))], where).toContainEqual(column!.defaultValue);
        // SQLite keeps every default as written text ('0'), the others as typed values.
        else if (spec.default !== undefined) expect(String(column!.defaultValue), where).toBe(String(spec.default));
      }
    }
  });

  it('creates the foreign keys of the spec with their on-delete rules', () => {
    for (const [table, column, target, onDelete] of SPEC_RELATIONS) {
      const key = live.get(table)!.foreignKeys.find((fk) => fk.column === column);
      expect(key?.foreignKeyTable, `${table}.${column}`).toBe(target);
      if (onDelete) expect(key?.onDelete).toBe(onDelete);
    }
    for (const table of SYSTEM_TABLES) {
      for (const spec of table.columns.filter((c) => c.references)) {
        const key = live.get(table.name)!.foreignKeys.find((fk) => fk.column === spec.name);
        expect(key?.foreignKeyTable, `${table.name}.${spec.name}`).toBe(spec.references!.table);
        expect(key?.onDelete, `${table.name}.${spec.name}`).toBe(spec.references!.onDelete);
      }
    }
  });

  it('is a no-op the second time', async () => {
    expect(await migrate(db)).toEqual([]);
    const again = await introspect(db);
    expect(again).toEqual([...live.values()]);
    const rows = (await db('directus_migrations').count({ n: '*' })) as Array<{ n: number | string }>;
    expect(Number(rows[0]?.n)).toBe(5);
  });
});
