import type { AppContext } from '../../../app-context.js';
import { isAppError } from '../../../errors/app-error.js';
import { invalidCredentials } from '../../../errors/error-helpers.js';
import { stall } from '../../../utils/stall.js';
import { acceptOtp } from '../../accept-otp.js';
import { invalidOtp } from '../../auth-errors.js';
import { signInUser, type SignedIn } from '../../login.js';
import type { ClientInfo } from '../../sessions.js';
import { resolveExternalUser } from '../external-user.js';
import type { ProviderConfig } from '../provider-config.js';
import { findLdapUser, type LdapUser } from './find-ldap-user.js';
import { withLdapConnection } from './ldap-connection.js';
import { serviceFailure, userBindFailure } from './ldap-errors.js';
import type { LdapSettings } from './ldap-settings.js';
import { readLdapGroups } from './read-ldap-groups.js';

export interface LdapCredentials {
  identifier: string;
  password: string;
  otp?: string;
}

/** Failures that take as long as each other, as the local sign-in's do. */
const STALLED = new Set(['INVALID_CREDENTIALS', 'INVALID_OTP', 'INVALID_IP']);

/**
 * Sign-in with a directory account: find the entry as BIND_DN, bind as it with the password, read
 * its groups, then link or create the Tessera user (`external_identifier` = the entry's DN, as the
 * reference keeps it) and start a session. An unknown identifier and a wrong password are the same
 * INVALID_CREDENTIALS after the same LOGIN_STALL_TIME.
 */
export async function signInWithLdap(
  ctx: AppContext,
  provider: ProviderConfig,
  settings: LdapSettings,
  credentials: LdapCredentials,
  client: ClientInfo,
  options: { session: boolean },
): Promise<SignedIn> {
  const startedAt = performance.now();
  try {
    return await attemptSignIn(ctx, provider, settings, credentials, client, options);
  } catch (error) {
    if (isAppError(error) && STALLED.has(error.code)) await stall(ctx.config.LOGIN_STALL_TIME, startedAt);
    throw error;
  }
}

async function attemptSignIn(
  ctx: AppContext,
  provider: ProviderConfig,
  settings: LdapSettings,
  credentials: LdapCredentials,
  client: ClientInfo,
  options: { session: boolean },
): Promise<SignedIn> {
  // RFC 4513 5.1.2: a simple bind with an empty password is an unauthenticated bind that many
  // servers answer with success, so it must never reach the directory.
  if (credentials.password === '') throw invalidCredentials();
  const { user, groups } = await withLdapConnection(settings, async (connection) => {
    try {
      await connection.bind(settings.bindDn, settings.bindPassword);
      const found = await findLdapUser(connection, settings, credentials.identifier);
      if (found === null || found.isDisabled) return { user: null, groups: [] };
      await verifyPassword(settings, found, credentials.password);
      return { user: found, groups: await readLdapGroups(connection, settings, found) };
    } catch (error) {
      throw serviceFailure(error, provider.name);
    }
  });
  if (user === null) throw invalidCredentials();
  // The reference provisions directory users on their first sign-in; ALLOW_PUBLIC_REGISTRATION=false turns that off.
  const registers = provider.options.has('ALLOW_PUBLIC_REGISTRATION') ? provider.allowPublicRegistration : true;
  const userId = await resolveExternalUser(
    ctx,
    { ...provider, allowPublicRegistration: registers },
    { identifier: user.dn, email: user.email, firstName: user.firstName, lastName: user.lastName, groups },
    client,
  );
  await checkOtp(ctx, userId, credentials.otp);
  return signInUser(ctx, userId, client, options);
}

/** A bind as the user on a connection of its own; the service connection stays bound as BIND_DN for the group search. */
async function verifyPassword(settings: LdapSettings, user: LdapUser, password: string): Promise<void> {
  await withLdapConnection(settings, async (connection) => {
    try {
      await connection.bind(user.dn, password);
    } catch (error) {
      throw userBindFailure(error);
    }
  });
}

/** A user who turned on two-factor sign-in needs a current code here too, as with the local sign-in. */
async function checkOtp(ctx: AppContext, userId: string, otp: string | undefined): Promise<void> {
  const row = (await ctx.db('directus_users').where('id', userId).first('tfa_secret')) as { tfa_secret: string | null } | undefined;
  if (!row?.tfa_secret) return;
  if (!otp || !(await acceptOtp(ctx.db, userId, otp, row.tfa_secret))) throw invalidOtp();
}
