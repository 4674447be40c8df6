import type { Config } from '../config/load-config.js';
import type { PartialFields } from '../permissions/partial-fields.js';
import type { Filter } from './query.js';

/*
 * What a query is given about the caller's access and the server's limits. The item operations
 * (services/items) pass these in; the query layer defines them so it never imports a service.
 */

/** The settings the item operations read; a full Config satisfies it. */
export type ItemsConfig = Pick<Config, 'QUERY_LIMIT_DEFAULT' | 'QUERY_LIMIT_MAX' | 'MAX_RELATIONAL_DEPTH' | 'MAX_BATCH_MUTATION'> &
  Partial<Pick<Config, 'QUERY_COUNT_ESTIMATE_THRESHOLD'>> &
  /** The cost of `hash` special fields' hashes (the defaults when absent). */
  Partial<Pick<Config, 'HASH_MEMORY_COST' | 'HASH_TIME_COST' | 'HASH_PARALLELISM' | 'HASH_HASH_LENGTH' | 'HASH_TYPE'>>;

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
