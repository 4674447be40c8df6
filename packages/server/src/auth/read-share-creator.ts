import type { Knex } from 'knex';
import type { ShareCreator } from '../permissions/accountability.js';
import { toBoolean } from '../utils/to-boolean.js';

interface CreatorRow {
  user_created: string | null;
  status: string | null;
  role: string | null;
  admin_access: unknown;
}

/**
 * Who created the share and what they are now (read at every token resolution, so a creator who
 * lost their role or account takes the share's access with them). Undefined when the share itself
 * is gone; null when it has no active creator.
 */
export async function readShareCreator(db: Knex, share: string): Promise<ShareCreator | null | undefined> {
  const row = (await db('directus_shares as sh')
    .leftJoin('directus_users as u', 'u.id', 'sh.user_created')
    .leftJoin('directus_roles as r', 'r.id', 'u.role')
    .where('sh.id', share)
    .first('sh.user_created', 'u.status', 'u.role', 'r.admin_access')) as CreatorRow | undefined;
  if (!row) return undefined;
  if (!row.user_created || row.status !== 'active') return null;
  return { user: row.user_created, role: row.role, admin: toBoolean(row.admin_access) };
}
