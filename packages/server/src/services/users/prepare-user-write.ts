import type { Knex } from 'knex';
import { AppError } from '../../errors/app-error.js';
import { failedValidation, invalidPayload } from '../../errors/error-helpers.js';
import { preparePassword } from './prepare-password.js';
import { castRowIn } from './system-rows.js';
import { UNSETTABLE_USER_FIELDS, USER_STATUSES } from './user-fields.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A user payload → the row to write, after the user service rules (reference section 2, Users):
 * no hand-set tfa_secret/provider/external_identifier, a valid and case-insensitively unique e-mail,
 * a known status and role, a unique static token, and a password that meets the policy, hashed.
 * `ids` are the users being updated (their own e-mail and token do not count as taken).
 */
export async function prepareUserWrite(db: Knex, data: unknown, ids: readonly string[] = []): Promise<Record<string, unknown>> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw invalidPayload('Each user must be an object');
  const payload = data as Record<string, unknown>;
  for (const field of UNSETTABLE_USER_FIELDS) {
    if (field in payload) throw invalidPayload(`You can't change the "${field}" value manually`);
  }
  const { password, ...rest } = payload;
  if (ids.length > 0) delete rest.id;
  const row = castRowIn('directus_users', rest);
  if (typeof row.email === 'string') await checkEmail(db, row.email, ids);
  if ('status' in row && !USER_STATUSES.includes(row.status as never)) {
    throw failedValidation('status', `Value has to be one of ${USER_STATUSES.join(', ')}.`, { type: 'valid', valid: [...USER_STATUSES] });
  }
  if (typeof row.role === 'string' && !(await db('directus_roles').where('id', row.role).first('id'))) {
    throw new AppError('INVALID_FOREIGN_KEY', 'Invalid foreign key for field "role" in collection "directus_users".', { collection: 'directus_users', field: 'role' });
  }
  if (typeof row.token === 'string' && (await db('directus_users').where('token', row.token).whereNotIn('id', [...ids]).first('id'))) throw notUnique('token');
  if (password !== undefined) row.password = password === null ? null : await preparePassword(db, password);
  return row;
}

async function checkEmail(db: Knex, email: string, ids: readonly string[]): Promise<void> {
  if (!EMAIL.test(email)) throw failedValidation('email', 'Value has to be a valid email address.', { type: 'email' });
  // A single e-mail cannot go to several users at once.
  if (ids.length > 1) throw notUnique('email');
  const taken = await db('directus_users').whereRaw('lower(??) = ?', ['email', email.toLowerCase()]).whereNotIn('id', [...ids]).first('id');
  if (taken) throw notUnique('email');
}

export function notUnique(field: string): AppError {
  return new AppError('RECORD_NOT_UNIQUE', `Value for field "${field}" in collection "directus_users" has to be unique.`, { collection: 'directus_users', field });
}
