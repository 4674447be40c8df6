import type { Knex } from 'knex';
import { parseIpAllowList } from '../utils/ip-allow-list.js';
import { toBoolean } from '../utils/to-boolean.js';
import type { Principal } from './principal.js';

/** The columns of a user and their role that decide what a token of theirs may do. */
export interface UserAccessRow {
  id: string;
  role: string | null;
  status: string;
  tfa_secret: string | null;
  admin_access: unknown;
  app_access: unknown;
  ip_access: unknown;
  enforce_tfa: unknown;
}

/** Users joined with their role; add the where clause. */
export function selectUserAccess(db: Knex): Knex.QueryBuilder {
  return db('directus_users as u')
    .leftJoin('directus_roles as r', 'r.id', 'u.role')
    .select('u.id', 'u.role', 'u.status', 'u.tfa_secret', 'r.admin_access', 'r.app_access', 'r.ip_access', 'r.enforce_tfa');
}

export function principalOfUser(row: UserAccessRow, session?: string, sessionId?: string): Principal {
  return {
    accountability: {
      user: row.id,
      role: row.role,
      admin: toBoolean(row.admin_access),
      app: toBoolean(row.app_access),
      ...(session ? { session } : {}),
      ...(sessionId ? { sessionId } : {}),
    },
    isIpAllowed: parseIpAllowList(row.ip_access),
    needsTfaSetup: toBoolean(row.enforce_tfa) && !row.tfa_secret,
  };
}
