import type { TesseraUser } from '@tessera/sdk';
import type { Activity, CurrentUser, Preset, ProjectInfo, Revision, ServerInfo } from '../lib/schema/system-types.js';

/**
 * Builders for the SDK's system rows: every required member gets the value of a plain, unset row,
 * so a test names only what it is about.
 */

type Role = NonNullable<CurrentUser['role']>;

/** The signed-in user as `readMe` answers it; `role` parts override a role without any access. */
export function currentUserFixture(parts: Partial<Omit<CurrentUser, 'role'>> & { role?: Partial<Role> | null } = {}): CurrentUser {
  const { role, ...user } = parts;
  return {
    id: 'user-1',
    first_name: null,
    last_name: null,
    email: null,
    avatar: null,
    appearance: null,
    theme_light: null,
    theme_dark: null,
    theme_light_overrides: null,
    theme_dark_overrides: null,
    last_page: null,
    tfa_secret: null,
    language: null,
    ...user,
    role: role === null ? null : { id: 'role-1', name: 'Role', app_access: false, admin_access: false, enforce_tfa: false, ...role },
  };
}

/** A whole `directus_users` row (a relation read with `user.*`). */
export function userFixture(parts: Partial<TesseraUser> = {}): TesseraUser {
  return {
    id: 'user-1',
    first_name: null,
    last_name: null,
    email: null,
    password: null,
    location: null,
    title: null,
    description: null,
    tags: null,
    avatar: null,
    language: null,
    tfa_secret: null,
    email_notifications: true,
    appearance: null,
    theme_light: null,
    theme_dark: null,
    theme_light_overrides: null,
    theme_dark_overrides: null,
    status: 'active',
    role: null,
    token: null,
    last_access: null,
    last_page: null,
    provider: 'default',
    external_identifier: null,
    auth_data: null,
    ...parts,
  };
}

/** `/server/info` with the given project settings, the others unset. */
export function serverInfoFixture(project: Partial<ProjectInfo> = {}): ServerInfo {
  return {
    project: {
      project_name: null,
      project_descriptor: null,
      project_logo: null,
      project_color: null,
      default_appearance: null,
      default_theme_light: null,
      default_theme_dark: null,
      theme_light_overrides: null,
      theme_dark_overrides: null,
      default_language: null,
      public_foreground: null,
      public_background: null,
      public_favicon: null,
      public_note: null,
      custom_css: null,
      public_registration: null,
      public_registration_verify_email: null,
      ...project,
    },
  };
}

export function presetFixture(parts: Partial<Preset> = {}): Preset {
  return {
    id: 1,
    bookmark: null,
    user: null,
    role: null,
    collection: null,
    search: null,
    layout: null,
    layout_query: null,
    layout_options: null,
    refresh_interval: null,
    filter: null,
    icon: null,
    color: null,
    ...parts,
  };
}

export function activityFixture(parts: Partial<Activity> = {}): Activity {
  return {
    id: 1,
    action: 'update',
    user: null,
    timestamp: '2024-01-01T10:00:00Z',
    ip: null,
    user_agent: null,
    origin: null,
    collection: '',
    item: '',
    comment: null,
    revisions: [],
    ...parts,
  };
}

export function revisionFixture(parts: Partial<Revision> = {}): Revision {
  return { id: 1, activity: 1, collection: '', item: '', data: null, delta: null, parent: null, version: null, ...parts };
}
