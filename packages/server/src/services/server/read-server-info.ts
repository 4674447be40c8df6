import type { AppContext } from '../../app-context.js';
import type { Accountability } from '../../permissions/accountability.js';
import { signedInServerInfo, type SignedInServerInfo } from './signed-in-server-info.js';

const PROJECT_FIELDS = [
  'project_name',
  'project_descriptor',
  'project_logo',
  'project_color',
  'default_appearance',
  'default_theme_light',
  'default_theme_dark',
  'theme_light_overrides',
  'theme_dark_overrides',
  'default_language',
  'public_foreground',
  'public_background',
  'public_favicon',
  'public_note',
  'custom_css',
  'public_registration',
  'public_registration_verify_email',
] as const;

export const TESSERA_VERSION = '0.1.0';

/**
 * Whether the caller may learn the server's version: signed-in users only. It tells an attacker
 * which known flaws to try (reference section 11), so the public role and shares never see it,
 * in `/server/info` or anywhere else (the OpenAPI document's `info.version`).
 */
export function mayKnowVersion(accountability: Pick<Accountability, 'user'>): boolean {
  return accountability.user !== null;
}

export interface ServerInfo extends Partial<SignedInServerInfo> {
  project: Record<string, unknown>;
  /** Only for signed-in users: the version tells an attacker which known flaws to try (reference section 11). */
  version?: string;
}

/**
 * `/server/info`: the project's name, look and note from the settings singleton for everyone; for
 * signed-in users also the limits and features their clients read, and the version.
 */
export async function readServerInfo(ctx: AppContext, accountability: Accountability): Promise<ServerInfo> {
  const row = (await ctx.db('directus_settings').first(...PROJECT_FIELDS)) as Record<string, unknown> | undefined;
  const project: Record<string, unknown> = {};
  for (const field of PROJECT_FIELDS) project[field] = row?.[field] ?? null;
  for (const field of ['public_registration', 'public_registration_verify_email'] as const) {
    if (project[field] !== null) project[field] = Boolean(project[field]);
  }
  for (const field of ['theme_light_overrides', 'theme_dark_overrides'] as const) {
    if (typeof project[field] === 'string') project[field] = JSON.parse(project[field] as string);
  }
  project.public_background = project.public_background ? { id: project.public_background, type: null } : null;
  if (!mayKnowVersion(accountability)) return { project };
  return { project, ...signedInServerInfo(ctx.config), version: TESSERA_VERSION };
}
