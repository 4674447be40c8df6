import type { Knex } from 'knex';
import { DEFAULT_RULES } from './default-rules.js';
import { toPermissionRow, type PermissionRow } from './permission-row.js';

export interface LoadRulesOptions {
  /** The default rules of spec section 6, for a signed-in user (never for the public or a share). */
  withDefaults: boolean;
}

/** The `directus_permissions` rows of a role (null = the public role), plus the defaults when asked. */
export async function loadRules(db: Knex, role: string | null, options: LoadRulesOptions): Promise<PermissionRow[]> {
  const query = db('directus_permissions').select('*').orderBy('id');
  const raw = (await (role === null ? query.whereNull('role') : query.where('role', role))) as Record<string, unknown>[];
  const rows = raw.map(toPermissionRow).filter((row): row is PermissionRow => row !== null);
  return options.withDefaults ? [...DEFAULT_RULES, ...rows] : rows;
}
