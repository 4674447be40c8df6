import type { Knex } from 'knex';
import { hashPassword, MAX_HASH_INPUT_LENGTH } from '../../auth/passwords.js';
import { readAuthSettings } from '../../auth/read-auth-settings.js';
import { failedValidation } from '../../errors/error-helpers.js';
import { assertPasswordPolicy } from './password-policy.js';
import type { Argon2Cost } from '../../auth/argon2-hash-cost.js';

/** A new password outside the item operations (reset, invite acceptance): checked, then argon2id. */
export async function preparePassword(db: Knex, password: unknown, cost: Argon2Cost): Promise<string> {
  await checkNewPassword(db, password);
  return hashPassword(password as string, cost);
}

/** Every new password, wherever it is set: a non-empty string that meets the policy (or its floor). */
export async function checkNewPassword(db: Knex, password: unknown): Promise<void> {
  if (typeof password !== 'string' || password === '')
    throw failedValidation('password', 'Value has to be a non-empty string.', { type: 'string' });
  if (password.length > MAX_HASH_INPUT_LENGTH)
    throw failedValidation('password', `Value can be at most ${MAX_HASH_INPUT_LENGTH} characters long.`, { type: 'max' });
  assertPasswordPolicy(password, (await readAuthSettings(db)).passwordPolicy);
}
