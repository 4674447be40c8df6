import { forbiddenOrMissing } from '../../errors/error-helpers.js';
import { countRows, readPlainRows, type PlainQuery } from '../users/plain-query.js';
import { isUuid, type UsersContext } from '../users/users-context.js';

export async function readRoles(ctx: Pick<UsersContext, 'db' | 'config'>, query: PlainQuery, keys?: readonly string[]): Promise<Record<string, unknown>[]> {
  return readPlainRows(ctx.db, 'directus_roles', query, { config: ctx.config, ...(keys ? { keys: keys.filter(isUuid) } : {}) });
}

/** One role; FORBIDDEN when there is none. */
export async function readRole(ctx: Pick<UsersContext, 'db' | 'config'>, query: PlainQuery, key: string): Promise<Record<string, unknown>> {
  const [row] = await readRoles(ctx, query, [key]);
  if (!row) throw forbiddenOrMissing();
  return row;
}

export async function rolesMeta(ctx: Pick<UsersContext, 'db'>, query: PlainQuery): Promise<Record<string, number> | undefined> {
  if (query.meta.length === 0) return undefined;
  const count = await countRows(ctx.db, 'directus_roles');
  return Object.fromEntries(query.meta.map((kind) => [kind, count]));
}
