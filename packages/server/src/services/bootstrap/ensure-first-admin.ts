import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { hashPassword } from '../../auth/passwords.js';
import { generatePassword } from '../../utils/generate-password.js';
import type { Argon2Cost } from '../../auth/argon2-hash-cost.js';

export interface FirstAdmin {
  email: string;
  /** Present only when it was generated, so it can be shown once. */
  generatedPassword?: string;
}

/**
 * On a database with no users: an Administrator role with admin and app access, and a first
 * admin user. A database that has users is left exactly as it is.
 */
export async function ensureFirstAdmin(
  db: Knex,
  email: string | undefined,
  password: string | undefined,
  cost: Argon2Cost,
): Promise<FirstAdmin | null> {
  const anyUser = await db('directus_users').first('id');
  if (anyUser) return null;
  const generatedPassword = password ? undefined : generatePassword();
  const hash = await hashPassword(password ?? generatedPassword!, cost);
  const adminEmail = (email ?? 'admin@example.com').toLowerCase();
  await db.transaction(async (trx) => {
    const roleId = randomUUID();
    await trx('directus_roles').insert({
      id: roleId,
      name: 'Administrator',
      icon: 'verified',
      description: 'Initial administrative role with unrestricted App/API access',
      admin_access: true,
      app_access: true,
    });
    await trx('directus_users').insert({
      id: randomUUID(),
      email: adminEmail,
      password: hash,
      role: roleId,
      status: 'active',
      first_name: 'Admin',
      last_name: 'User',
    });
  });
  return { email: adminEmail, ...(generatedPassword ? { generatedPassword } : {}) };
}
