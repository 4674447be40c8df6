import type { Knex } from 'knex';
import { unprocessableContent } from '../../errors/error-helpers.js';

/**
 * Runs `change` inside `trx` and refuses it (422 UNPROCESSABLE_CONTENT, rolled back with the
 * transaction) when it leaves no active user with an admin role where there was one before.
 */
export async function guardLastAdmin<T>(trx: Knex.Transaction, reason: string, change: () => Promise<T>): Promise<T> {
  const before = await countActiveAdmins(trx);
  const result = await change();
  if (before > 0 && (await countActiveAdmins(trx)) === 0) throw unprocessableContent(reason);
  return result;
}

async function countActiveAdmins(trx: Knex.Transaction): Promise<number> {
  const row = (await trx('directus_users as u')
    .join('directus_roles as r', 'r.id', 'u.role')
    .where('u.status', 'active')
    .andWhere('r.admin_access', true)
    .count({ count: '*' })
    .first()) as { count: number | string } | undefined;
  return Number(row?.count ?? 0);
}
