import type { Knex } from 'knex';
import { AppError } from '../../errors/app-error.js';
import { failedValidation, invalidPayload } from '../../errors/error-helpers.js';
import { isUuid } from '../../utils/is-uuid.js';
import { checkNewPassword } from './prepare-password.js';
import { UNSETTABLE_USER_FIELDS, USER_STATUSES } from './user-fields.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The user service rules of reference section 2 on a create or update payload, before the item
 * operations write it (they cast, hash the password and map database errors): no hand-set
 * tfa_secret/provider/external_identifier, a valid and case-insensitively unique e-mail, a known
 * status and role, a unique static token, and a password that meets the policy. `keys` are the
 * users being updated: their own e-mail and token do not count as taken.
 */
export async function checkUserPayload(db: Knex, payload: unknown, givenKeys: readonly string[] = []): Promise<void> {
  const keys = [...new Set(givenKeys.filter(isUuid))];
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return;
  const data = payload as Record<string, unknown>;
  for (const field of UNSETTABLE_USER_FIELDS) {
    if (field in data) throw invalidPayload(`You can't change the "${field}" value manually`);
  }
  if (typeof data.email === 'string') await checkEmail(db, data.email, keys);
  if ('status' in data && !USER_STATUSES.includes(data.status as never)) {
    throw failedValidation('status', `Value has to be one of ${USER_STATUSES.join(', ')}.`, { type: 'valid', valid: [...USER_STATUSES] });
  }
  // A role that is not even a UUID is left to the type check of the item operation.
  if (isUuid(data.role) && !(await db('directus_roles').where('id', data.role).first('id'))) {
    throw new AppError('INVALID_FOREIGN_KEY', 'Invalid foreign key for field "role" in collection "directus_users".', {
      collection: 'directus_users',
      field: 'role',
    });
  }
  if (typeof data.token === 'string') {
    // One token cannot go to several users at once (and the list of keys may be longer than a statement binds).
    if (keys.length > 1) throw notUnique('token');
    if (
      await db('directus_users')
        .where('token', data.token)
        .whereNotIn('id', [...keys])
        .first('id')
    )
      throw notUnique('token');
  }
  // Given at all, it is a new password: null would silently remove the user's sign-in and "" be a
  // password no policy allows. Leaving it out is what creates a user without one (invitations).
  if ('password' in data) await checkNewPassword(db, data.password);
}

async function checkEmail(db: Knex, email: string, keys: readonly string[]): Promise<void> {
  if (!EMAIL.test(email)) throw failedValidation('email', 'Value has to be a valid email address.', { type: 'email' });
  // A single e-mail cannot go to several users at once.
  if (keys.length > 1) throw notUnique('email');
  const taken = await db('directus_users')
    .whereRaw('lower(??) = ?', ['email', email.toLowerCase()])
    .whereNotIn('id', [...keys])
    .first('id');
  if (taken) throw notUnique('email');
}

export function notUnique(field: string): AppError {
  return new AppError('RECORD_NOT_UNIQUE', `Value for field "${field}" in collection "directus_users" has to be unique.`, {
    collection: 'directus_users',
    field,
  });
}
