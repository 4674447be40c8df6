import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors/app-error.js';
import { invalidCredentials } from '../../errors/error-helpers.js';
import { publicAccountability } from '../../permissions/accountability.js';
import { createUsers } from '../../services/users/create-users.js';
import { operationFor } from '../../services/users/users-context.js';
import { openJson, sealJson } from '../../utils/seal.js';
import type { ClientInfo } from '../sessions.js';
import type { ProviderConfig } from './provider-config.js';

/** What a provider says about the person signing in, already mapped from its claims or attributes. */
export interface ExternalProfile {
  /** Becomes `external_identifier`: the provider's stable id for the person (never the e-mail unless configured so). */
  identifier: string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  /** Groups (OpenID/OAuth claim, LDAP group DNs, SAML attribute) to look up in ROLE_MAPPING. */
  groups?: readonly string[];
  /** Provider tokens to keep (refresh token, …): stored encrypted in `auth_data`. */
  authData?: Record<string, unknown> | null;
}

/** The purpose `auth_data` is sealed for (see utils/seal). */
export const AUTH_DATA_PURPOSE = 'directus_users.auth_data';

interface LinkedUser {
  id: string;
  status: string;
}

/**
 * The user a provider's sign-in is for: the one linked by `provider` + `external_identifier`, else,
 * when the provider allows public registration, a new user with the mapped or default role. Never an
 * existing account found by e-mail: a taken e-mail is refused (INVALID_CREDENTIALS), so a provider
 * cannot take over a local account. Returns the user id; `signInUser` then checks status and IP.
 */
export async function resolveExternalUser(
  ctx: AppContext,
  provider: ProviderConfig,
  profile: ExternalProfile,
  client: ClientInfo,
): Promise<string> {
  const identifier = profile.identifier.trim();
  if (identifier === '' || identifier.length > 255) throw invalidCredentials();
  const email = normaliseEmail(profile.email);
  const role = mappedRole(provider, profile.groups ?? []);
  const authData = profile.authData ? sealAuthData(ctx, profile.authData) : undefined;
  const linked = (await ctx
    .db('directus_users')
    .where({ provider: provider.name, external_identifier: identifier })
    .first('id', 'status')) as LinkedUser | undefined;
  if (linked) {
    const changes: Record<string, unknown> = {};
    if (authData !== undefined) changes.auth_data = authData;
    if (role !== null) changes.role = role;
    if (provider.syncUserInfo) {
      if (email) changes.email = email;
      if (profile.firstName) changes.first_name = profile.firstName.slice(0, 50);
      if (profile.lastName) changes.last_name = profile.lastName.slice(0, 50);
    }
    if (Object.keys(changes).length > 0) {
      await ctx.db('directus_users').where('id', linked.id).update(changes);
      void ctx.auth.invalidate();
    }
    return linked.id;
  }
  if (!provider.allowPublicRegistration) throw invalidCredentials();
  const op = await operationFor(ctx, publicAccountability(client), 'directus_users', { asSystem: true });
  let id: string;
  try {
    const [created] = await createUsers(op, [
      {
        email,
        first_name: profile.firstName?.slice(0, 50) ?? null,
        last_name: profile.lastName?.slice(0, 50) ?? null,
        role: role ?? provider.defaultRoleId,
        status: 'active',
      },
    ]);
    id = String(created);
  } catch (error) {
    // The e-mail belongs to another account (local or another provider's): no silent takeover.
    if (error instanceof AppError && error.code === 'RECORD_NOT_UNIQUE') throw invalidCredentials();
    throw error;
  }
  await ctx
    .db('directus_users')
    .where('id', id)
    .update({ provider: provider.name, external_identifier: identifier, auth_data: authData ?? null });
  void ctx.auth.invalidate();
  return id;
}

/**
 * Provider tokens sealed for the `auth_data` column. The column is JSON (PostgreSQL and MariaDB
 * refuse bare text), so the sealed text is stored as a JSON string.
 */
export function sealAuthData(ctx: Pick<AppContext, 'secrets'>, data: Record<string, unknown>): string {
  return JSON.stringify(sealJson(data, ctx.secrets.secret, AUTH_DATA_PURPOSE));
}

/** The provider tokens kept for a user (null when none or unreadable). */
export function readAuthData(ctx: Pick<AppContext, 'secrets'>, stored: unknown): Record<string, unknown> | null {
  // PostgreSQL and mysql2 hand a JSON column back parsed; SQLite and MariaDB hand back its text.
  const sealed = typeof stored === 'string' && stored.startsWith('"') ? parseJsonText(stored) : stored;
  const value = openJson(sealed, ctx.secrets.secret, AUTH_DATA_PURPOSE);
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function mappedRole(provider: ProviderConfig, groups: readonly string[]): string | null {
  for (const group of groups) {
    const role = provider.roleMapping.get(group);
    if (role) return role;
  }
  return null;
}

function normaliseEmail(email: string | null | undefined): string | null {
  if (typeof email !== 'string') return null;
  const trimmed = email.trim().toLowerCase();
  return trimmed === '' ? null : trimmed;
}
