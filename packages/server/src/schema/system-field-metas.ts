/** What the reference's system data says of one system field's presentation. */
export interface SystemFieldMeta {
  interface?: string;
  display?: string;
  display_options?: Record<string, unknown>;
  readonly?: boolean;
  hidden?: boolean;
  width?: 'half' | 'full';
}

type Entry = [field: string, meta: SystemFieldMeta];

/**
 * The reference's system-data field list of `directus_files`, in its order (that order is the
 * fields' `sort`): interfaces, displays (`filesize`, `mime-type`, `user`, `datetime` …), read-only and
 * hidden flags, widths. Its files grid and file form lay themselves out from these. Declaration data.
 */
const FILES: Entry[] = [
  ['id', { hidden: true, interface: 'input' }],
  ['title', { interface: 'input', width: 'full' }],
  ['description', { interface: 'input-multiline', width: 'full' }],
  ['tags', { interface: 'tags', width: 'full', display: 'labels', display_options: { choices: null, format: false } }],
  ['location', { interface: 'input', width: 'half' }],
  ['storage', { interface: 'input', width: 'half', readonly: true }],
  ['focal_point_x', { width: 'half' }],
  ['focal_point_y', { width: 'half' }],
  ['filename_disk', { interface: 'input', readonly: true, width: 'half' }],
  ['filename_download', { interface: 'input', width: 'half' }],
  ['metadata', { hidden: true }],
  ['type', { display: 'mime-type', readonly: true }],
  ['filesize', { display: 'filesize', readonly: true }],
  ['modified_by', { interface: 'select-dropdown-m2o', width: 'half', display: 'user', readonly: true }],
  ['modified_on', { interface: 'datetime', width: 'half', display: 'datetime', readonly: true }],
  ['embed', { width: 'half', hidden: true }],
  ['uploaded_by', { display: 'user', width: 'half', hidden: true }],
  ['uploaded_on', { display: 'datetime', width: 'half', hidden: true }],
  ['created_on', { display: 'datetime', width: 'half', hidden: true }],
  ['folder', { width: 'half', readonly: true, display: 'related-values', display_options: { template: '{{ name }}' } }],
  ['width', { width: 'half', readonly: true }],
  ['height', { width: 'half', readonly: true }],
  ['charset', { width: 'half', readonly: true }],
  ['duration', { width: 'half', readonly: true }],
  ['tus_id', { width: 'half', hidden: true }],
  ['tus_data', { width: 'half', hidden: true }],
];

/** The same for `directus_users` (the avatar an `image` shown full width, the form's order). */
const USERS: Entry[] = [
  ['first_name', { interface: 'input', width: 'half' }],
  ['last_name', { interface: 'input', width: 'half' }],
  ['email', { interface: 'input', width: 'half' }],
  ['password', { interface: 'input-hash', width: 'half' }],
  ['avatar', { interface: 'file', width: 'full', display: 'image' }],
  ['location', { interface: 'input', width: 'half' }],
  ['title', { interface: 'input', width: 'half' }],
  ['description', { interface: 'input-multiline', width: 'full' }],
  ['tags', { interface: 'tags', width: 'full', display: 'labels', display_options: { choices: null, format: false } }],
  ['language', { interface: 'system-language', width: 'half' }],
  ['text_direction', { interface: 'select-dropdown', width: 'half' }],
  ['tfa_secret', { interface: 'system-mfa-setup', width: 'half' }],
  ['email_notifications', { interface: 'boolean', width: 'half' }],
  ['appearance', { interface: 'select-dropdown', width: 'half' }],
  ['theme_light', { interface: 'system-theme', width: 'full' }],
  ['theme_light_overrides', { interface: 'system-theme-overrides', width: 'full' }],
  ['theme_dark', { interface: 'system-theme', width: 'full' }],
  ['theme_dark_overrides', { interface: 'system-theme-overrides', width: 'full' }],
  ['status', { interface: 'select-dropdown', width: 'half' }],
  ['role', { interface: 'select-dropdown-m2o', width: 'half', display: 'related-values', display_options: { template: '{{ name }}' } }],
  ['token', { interface: 'system-token', width: 'full' }],
  ['id', { interface: 'input', width: 'full' }],
  ['last_page', { width: 'half' }],
  ['last_access', { width: 'half', display: 'datetime', readonly: true, display_options: { relative: true } }],
  ['provider', { width: 'half', interface: 'select-dropdown' }],
  ['external_identifier', { width: 'half', interface: 'input' }],
  ['auth_data', { hidden: true }],
];

/** `collection.field` → its presentation and its place (1…n) in the reference's order. */
export const SYSTEM_FIELD_METAS: ReadonlyMap<string, SystemFieldMeta & { sort: number }> = new Map(
  [['directus_files', FILES] as const, ['directus_users', USERS] as const].flatMap(([collection, entries]) =>
    entries.map(([field, meta], index) => [`${collection}.${field}`, { ...meta, sort: index + 1 }] as const),
  ),
);
