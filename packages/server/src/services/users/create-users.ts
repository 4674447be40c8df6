import { randomUUID } from 'node:crypto';
import { dbClientOf } from '../../db/connection.js';
import { rethrowDbError } from '../../db/db-errors.js';
import { invalidPayload } from '../../errors/error-helpers.js';
import { notUnique, prepareUserWrite } from './prepare-user-write.js';
import type { UsersContext } from './users-context.js';

/** Creates users in one transaction; returns their ids in payload order. */
export async function createUsers(ctx: Pick<UsersContext, 'db' | 'config'>, items: readonly unknown[]): Promise<string[]> {
  if (items.length > ctx.config.MAX_BATCH_MUTATION) throw invalidPayload(`Exceeded max batch mutation limit of ${ctx.config.MAX_BATCH_MUTATION}`);
  const rows: Record<string, unknown>[] = [];
  const emails = new Set<string>();
  // Validation and hashing happen before the transaction: argon2 must not hold SQLite's only connection.
  for (const item of items) {
    const row = await prepareUserWrite(ctx.db, item);
    if (typeof row.email === 'string') {
      if (emails.has(row.email.toLowerCase())) throw notUnique('email');
      emails.add(row.email.toLowerCase());
    }
    row.id ??= randomUUID();
    rows.push(row);
  }
  if (rows.length === 0) return [];
  try {
    await ctx.db.transaction(async (trx) => {
      for (const row of rows) await trx('directus_users').insert(row);
    });
  } catch (error) {
    rethrowDbError(dbClientOf(ctx.db), error, { collection: 'directus_users', primaryKey: 'id' });
  }
  return rows.map((row) => String(row.id));
}
