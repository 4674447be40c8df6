import type { CollectionResponse, FieldResponse, RelationResponse } from '@tessera/shared';

/**
 * Item types of the system collections (system-spec section 3, api-reference section 5), used as
 * the result types of the system commands (`readUsers`, `readRoles`, …). Relations are typed as
 * `key | Item` so `fields: ['role.name']` is followed like any other relation.
 */

type Json = unknown;
type Key = string | number;

export interface TesseraUser {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  password: string | null;
  location: string | null;
  title: string | null;
  description: string | null;
  tags: string[] | null;
  avatar: string | TesseraFile | null;
  language: string | null;
  tfa_secret: string | null;
  email_notifications: boolean | null;
  appearance: 'auto' | 'light' | 'dark' | null;
  theme_light: string | null;
  theme_dark: string | null;
  theme_light_overrides: Json;
  theme_dark_overrides: Json;
  status: 'draft' | 'invited' | 'unverified' | 'active' | 'suspended' | 'archived';
  role: string | TesseraRole | null;
  token: string | null;
  last_access: string | null;
  last_page: string | null;
  provider: string;
  external_identifier: string | null;
  auth_data: Json;
}

export interface TesseraRole {
  id: string;
  name: string;
  icon: string;
  description: string | null;
  ip_access: string[] | null;
  enforce_tfa: boolean;
  admin_access: boolean;
  app_access: boolean;
  users: string[] | TesseraUser[];
}

export interface TesseraPermission {
  id: number;
  role: string | TesseraRole | null;
  collection: string;
  action: 'create' | 'read' | 'update' | 'delete' | 'share';
  permissions: Json;
  validation: Json;
  presets: Json;
  fields: string[] | null;
}

/** Answer of `/collections`. */
export type TesseraCollection = CollectionResponse;

/** Answer of `/fields`. */
export type TesseraField = FieldResponse;

/** Answer of `/relations`. */
export type TesseraRelation = RelationResponse;

export interface TesseraFile {
  id: string;
  storage: string;
  filename_disk: string | null;
  filename_download: string;
  title: string | null;
  type: string | null;
  folder: string | TesseraFolder | null;
  uploaded_by: string | TesseraUser | null;
  uploaded_on: string;
  modified_by: string | TesseraUser | null;
  modified_on: string;
  charset: string | null;
  filesize: string | number | null;
  width: number | null;
  height: number | null;
  duration: number | null;
  embed: string | null;
  description: string | null;
  location: string | null;
  tags: string[] | null;
  metadata: Json;
  focal_point_x: number | null;
  focal_point_y: number | null;
}

export interface TesseraFolder {
  id: string;
  name: string;
  parent: string | TesseraFolder | null;
}

export interface TesseraSettings {
  id: number;
  project_name: string;
  project_descriptor: string | null;
  project_url: string | null;
  project_color: string | null;
  project_logo: string | TesseraFile | null;
  public_foreground: string | TesseraFile | null;
  public_background: string | TesseraFile | null;
  public_favicon: string | TesseraFile | null;
  public_note: string | null;
  public_registration: boolean;
  public_registration_verify_email: boolean;
  public_registration_role: string | TesseraRole | null;
  /** A filter the registering e-mail must pass (`{ email: … }`), or null. */
  public_registration_email_filter: Record<string, unknown> | null;
  default_language: string;
  default_appearance: 'auto' | 'light' | 'dark';
  default_theme_light: string | null;
  default_theme_dark: string | null;
  theme_light_overrides: Json;
  theme_dark_overrides: Json;
  custom_css: string | null;
  module_bar: TesseraModuleBarEntry[] | null;
  auth_password_policy: string | null;
  auth_login_attempts: number | null;
  storage_asset_transform: 'all' | 'none' | 'presets';
  storage_asset_presets: Json;
  storage_default_folder: string | TesseraFolder | null;
  report_feature_url: string | null;
  report_bug_url: string | null;
  report_error_url: string | null;
  mapbox_key: string | null;
  basemaps: Json;
  custom_aspect_ratios: Json;
}

/** One entry of `settings.module_bar`, as the reference app writes it: a built-in module or a custom link. */
export type TesseraModuleBarEntry =
  | { type: 'module'; id: string; enabled: boolean }
  | { type: 'link'; id: string; name: string; url: string; icon?: string; enabled: boolean };

/**
 * A `directus_presets` row. The server refuses a `layout_query`, `layout_options` or `filter` that
 * is not an object; the first two are keyed by layout (`{ tabular: { fields, sort } }`).
 */
export interface TesseraPreset {
  id: number;
  bookmark: string | null;
  user: string | TesseraUser | null;
  role: string | TesseraRole | null;
  collection: string | null;
  search: string | null;
  layout: string | null;
  layout_query: Record<string, unknown> | null;
  layout_options: Record<string, unknown> | null;
  refresh_interval: number | null;
  filter: Record<string, unknown> | null;
  icon: string | null;
  color: string | null;
}

export interface TesseraActivity {
  id: number;
  action: 'create' | 'update' | 'delete' | 'login' | 'comment';
  user: string | TesseraUser | null;
  timestamp: string;
  ip: string | null;
  user_agent: string | null;
  origin: string | null;
  collection: string;
  item: string;
  comment: string | null;
  revisions: number[] | TesseraRevision[];
}

export interface TesseraRevision {
  id: number;
  activity: number | TesseraActivity;
  collection: string;
  item: string;
  /** The item as saved, and the changed fields only; both are item objects. */
  data: Record<string, unknown> | null;
  delta: Record<string, unknown> | null;
  parent: number | TesseraRevision | null;
  version: string | TesseraVersion | null;
}

export interface TesseraNotification {
  id: number;
  timestamp: string | null;
  status: string | null;
  recipient: string | TesseraUser;
  sender: string | TesseraUser | null;
  subject: string;
  message: string | null;
  collection: string | null;
  item: string | null;
}

export interface TesseraShare {
  id: string;
  name: string | null;
  collection: string;
  item: string;
  role: string | TesseraRole | null;
  password: string | null;
  user_created: string | TesseraUser | null;
  date_created: string | null;
  date_start: string | null;
  date_end: string | null;
  times_used: number | null;
  max_uses: number | null;
}

export interface TesseraDashboard {
  id: string;
  name: string;
  icon: string;
  note: string | null;
  color: string | null;
  date_created: string | null;
  user_created: string | TesseraUser | null;
  panels: string[] | TesseraPanel[];
}

export interface TesseraPanel {
  id: string;
  dashboard: string | TesseraDashboard;
  name: string | null;
  icon: string | null;
  color: string | null;
  show_header: boolean;
  note: string | null;
  type: string;
  position_x: number;
  position_y: number;
  width: number;
  height: number;
  options: Json;
  date_created: string | null;
  user_created: string | TesseraUser | null;
}

export interface TesseraFlow {
  id: string;
  name: string;
  icon: string | null;
  color: string | null;
  description: string | null;
  status: 'active' | 'inactive';
  trigger: string | null;
  accountability: 'all' | 'activity' | null;
  options: Json;
  operation: string | TesseraOperation | null;
  operations: string[] | TesseraOperation[];
  date_created: string | null;
  user_created: string | TesseraUser | null;
}

export interface TesseraOperation {
  id: string;
  name: string | null;
  key: string;
  type: string;
  position_x: number;
  position_y: number;
  options: Json;
  resolve: string | TesseraOperation | null;
  reject: string | TesseraOperation | null;
  flow: string | TesseraFlow;
  date_created: string | null;
  user_created: string | TesseraUser | null;
}

export interface TesseraWebhook {
  id: number;
  name: string;
  method: 'GET' | 'POST';
  url: string;
  status: 'active' | 'inactive';
  data: boolean;
  actions: string[];
  collections: string[];
  headers: { header: string; value: string }[] | null;
}

export interface TesseraTranslation {
  id: string;
  language: string;
  key: string;
  value: string;
}

export interface TesseraVersion {
  id: string;
  key: string;
  name: string | null;
  collection: string;
  item: string;
  hash: string;
  date_created: string | null;
  date_updated: string | null;
  user_created: string | TesseraUser | null;
  user_updated: string | TesseraUser | null;
}

/**
 * One entry of `GET /permissions/me`: the caller's effective rule for a collection and action, the
 * role's rows and the default rules merged (so `id` is null), dynamic variables resolved. `fields`
 * is `['*']` or the allowed field names.
 */
export interface TesseraEffectivePermission {
  id: null;
  role: string | null;
  collection: string;
  action: TesseraPermission['action'];
  permissions: Record<string, unknown> | null;
  validation: Record<string, unknown> | null;
  presets: Record<string, unknown> | null;
  fields: string[];
}

/** Answer of `GET /permissions/me/:collection/:key?` (item-level capabilities for the app). */
export interface TesseraItemPermissions {
  update: { access: boolean; presets?: Record<string, unknown> | null; fields?: string[] };
  delete: { access: boolean };
  share: { access: boolean };
}

/** A rate limit as `/server/info` reports it: off, or points per duration (seconds). */
export type TesseraRateLimitInfo = false | { points: number; duration: number };

/** `websocket` of `GET /server/info`: off, or the realtime endpoints and heartbeat. */
export type TesseraWebsocketInfo =
  | false
  | {
      rest: false | { authentication: 'public' | 'handshake' | 'strict'; path: string };
      graphql: false | { authentication: 'public' | 'handshake' | 'strict'; path: string };
      heartbeat: number | false;
    };

/** Answer of `GET /server/info`; signed-in callers also get the optional members. */
export interface TesseraServerInfo {
  project: TesseraProjectInfo;
  rateLimit?: TesseraRateLimitInfo;
  rateLimitGlobal?: TesseraRateLimitInfo;
  queryLimit?: { default: number; max: number };
  websocket?: TesseraWebsocketInfo;
  /** Present when resumable (tus) uploads are on. */
  uploads?: { chunkSize: number | null };
  extensions?: { limit: number | null };
  version?: string;
}

/** One entry of `GET /extensions`: its settings row (`meta`) and the installed extension's manifest (`schema`, null when not installed). */
export interface TesseraExtension {
  id: string;
  bundle: string | null;
  meta: { id: string; enabled: boolean; folder: string; source: string; bundle: string | null };
  schema: Record<string, unknown> | null;
}

/** `project` of `GET /server/info`: the settings anyone may see before signing in (unset ones are null). */
export interface TesseraProjectInfo {
  project_name: string | null;
  project_descriptor: string | null;
  project_logo: string | null;
  project_color: string | null;
  default_appearance: 'auto' | 'light' | 'dark' | null;
  default_theme_light: string | null;
  default_theme_dark: string | null;
  theme_light_overrides: Json;
  theme_dark_overrides: Json;
  default_language: string | null;
  public_foreground: string | null;
  /** The file's key and its MIME type (null when the server does not look it up). */
  public_background: { id: string; type: string | null } | null;
  public_favicon: string | null;
  public_note: string | null;
  custom_css: string | null;
  public_registration: boolean | null;
  public_registration_verify_email: boolean | null;
}

/** Answer of `GET /server/health` (`application/health+json`). */
export interface TesseraServerHealth {
  status: 'ok' | 'warn' | 'error';
  releaseId?: string;
  serviceId?: string;
  checks?: Record<string, Record<string, unknown>[]>;
}

/** Every system item type; relational fields pointing at one of these are followed. */
export type CoreItem =
  | TesseraUser
  | TesseraRole
  | TesseraPermission
  | TesseraFile
  | TesseraFolder
  | TesseraSettings
  | TesseraPreset
  | TesseraActivity
  | TesseraRevision
  | TesseraNotification
  | TesseraShare
  | TesseraDashboard
  | TesseraPanel
  | TesseraFlow
  | TesseraOperation
  | TesseraWebhook
  | TesseraTranslation
  | TesseraVersion;

/** A primary key as the server accepts it. */
export type PrimaryKeyValue = Key;
