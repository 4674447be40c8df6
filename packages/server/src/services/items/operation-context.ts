import type { Knex } from 'knex';
import type { Config } from '../../config/load-config.js';
import type { Accountability } from '../../permissions/accountability.js';
import type { PartialFields } from '../../permissions/partial-fields.js';
import type { SchemaOverview } from '../../schema/schema-overview.js';
import type { Filter } from '../../query/query.js';
import type { PrimaryKey } from './primary-key.js';

/** The settings the item operations read; a full Config satisfies it. */
export type ItemsConfig = Pick<Config, 'QUERY_LIMIT_DEFAULT' | 'QUERY_LIMIT_MAX' | 'MAX_RELATIONAL_DEPTH' | 'MAX_BATCH_MUTATION'>;

export type PermissionAction = 'create' | 'read' | 'update' | 'delete';

/**
 * What a role may do in one collection for one action: a row filter AND-ed into every query that
 * touches the collection (root, nested relations, aggregates, search, counts) and the fields it may
 * use. Null from the resolver means no access at all (answered as FORBIDDEN). The permission
 * layer's `Access` satisfies PermissionResolver as it is.
 */
export interface AccessRule {
  filter: Filter | Record<string, unknown> | null;
  /** Allowed fields; `*` (or `allFields`) means every field. */
  fields: readonly string[];
  allFields?: boolean;
  /**
   * Fields allowed only on the items some of the merged rows admit, with those rows' item rules:
   * reads answer them as NULL on other items, updates refuse to write them there. Absent = none.
   */
  partial?: PartialFields | null;
  /** Create/update: checked against the payload (permissions/validation/validate-write.ts). */
  validation?: Filter | Record<string, unknown> | null;
  /** Create/update: default values merged under the payload. */
  presets?: Record<string, unknown> | null;
}

export interface PermissionResolver {
  /** Identifies the rule set (e.g. role id + rules version); compiled queries are cached per key. */
  key: string;
  rule(collection: string, action: PermissionAction): AccessRule | null;
}

/**
 * Everything an item operation uses, and nothing else (STYLE section 6). `db` may be a
 * transaction: nested operations run inside the caller's. Without `permissions` the caller has
 * full access (admins, and the server acting for itself).
 */
export interface OperationContext {
  db: Knex;
  /**
   * Set by the item operations while they run in a transaction they opened themselves (raw
   * BEGIN/COMMIT on one connection, far cheaper than a Knex transaction): their statements run on
   * it. Code handed such a context must query through the item operations, not `db`.
   */
  connection?: unknown;
  schema: SchemaOverview;
  /** Who acts; recorded in activity rows and used by user-/role-created specials. Null: the system. */
  accountability: Accountability | null;
  config?: ItemsConfig;
  permissions?: PermissionResolver;
  /**
   * Set by a create or update for the nested writes it causes (related items of its relational
   * fields): they report the revisions they record here, and the write then makes its own revision
   * their `parent`, as the reference does.
   */
  onRevisions?: (revisions: readonly PrimaryKey[]) => void;
}

export const DEFAULT_ITEMS_CONFIG: ItemsConfig = {
  QUERY_LIMIT_DEFAULT: 100,
  QUERY_LIMIT_MAX: -1,
  MAX_RELATIONAL_DEPTH: 10,
  MAX_BATCH_MUTATION: Number.MAX_SAFE_INTEGER,
};

export function itemsConfigOf(ctx: OperationContext): ItemsConfig {
  return ctx.config ?? DEFAULT_ITEMS_CONFIG;
}
