import type { Knex } from 'knex';
import { hashPassword } from '../../auth/passwords.js';
import { readAuthSettings } from '../../auth/read-auth-settings.js';
import { failedValidation } from '../../errors/error-helpers.js';
import { assertPasswordPolicy } from './password-policy.js';

/** A new password outside the item operations (reset, invite acceptance): policy, then argon2id. */
export async function preparePassword(db: Knex, password: unknown): Promise<string> {
  if (typeof password !== 'string' || password === '') throw failedValidation('password', 'Value has to be a non-empty string.', { type: 'string' });
  const { passwordPolicy } = await readAuthSettings(db);
  assertPasswordPolicy(password, passwordPolicy);
  return hashPassword(password);
}
