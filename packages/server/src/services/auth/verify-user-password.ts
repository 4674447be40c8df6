import type { Knex } from 'knex';
import { verifyPassword } from '../../auth/passwords.js';
import { invalidCredentials } from '../../errors/error-helpers.js';
import { isUuid } from '../../utils/is-uuid.js';

/**
 * Confirms a user's password (before a sensitive change, as the reference's
 * AuthenticationService.verifyPassword): INVALID_CREDENTIALS for an unknown or inactive user,
 * one without a password (signs in through a provider) or a wrong password.
 */
export async function verifyUserPassword(db: Knex, user: string, password: string): Promise<void> {
  if (!isUuid(user) || typeof password !== 'string') throw invalidCredentials();
  const row = (await db('directus_users').where('id', user).first('password', 'status')) as
    { password: string | null; status: string } | undefined;
  if (!row?.password || row.status !== 'active' || !(await verifyPassword(row.password, password))) throw invalidCredentials();
}
