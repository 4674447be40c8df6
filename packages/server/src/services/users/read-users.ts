import { forbiddenOrMissing } from '../../errors/error-helpers.js';
import { countRows, readPlainRows, type PlainQuery } from './plain-query.js';
import { concealUser } from './user-fields.js';
import { isUuid, type UsersContext } from './users-context.js';

/** Users by query (or only `keys`), with concealed fields masked. */
export async function readUsers(ctx: Pick<UsersContext, 'db' | 'config'>, query: PlainQuery, keys?: readonly string[]): Promise<Record<string, unknown>[]> {
  const rows = await readPlainRows(ctx.db, 'directus_users', query, { config: ctx.config, ...(keys ? { keys: keys.filter(isUuid) } : {}) });
  return rows.map(concealUser);
}

/** One user; FORBIDDEN when there is none, as a missing item is answered in the reference. */
export async function readUser(ctx: Pick<UsersContext, 'db' | 'config'>, query: PlainQuery, key: string): Promise<Record<string, unknown>> {
  const [row] = await readUsers(ctx, query, [key]);
  if (!row) throw forbiddenOrMissing();
  return row;
}

/** `meta` of a list: no filter exists yet, so both counts are the table's row count. */
export async function usersMeta(ctx: Pick<UsersContext, 'db'>, query: PlainQuery): Promise<Record<string, number> | undefined> {
  if (query.meta.length === 0) return undefined;
  const count = await countRows(ctx.db, 'directus_users');
  return Object.fromEntries(query.meta.map((kind) => [kind, count]));
}
