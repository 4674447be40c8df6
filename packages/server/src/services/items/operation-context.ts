import type { Knex } from 'knex';
import type { CommittedWrites } from '../../events/committed-writes.js';
import type { EventBus } from '../../events/event-bus.js';
import type { Accountability } from '../../permissions/accountability.js';
import type { SchemaOverview } from '../../schema/schema-overview.js';
import type { ItemsConfig, PermissionResolver } from '../../query/access-rule.js';
import type { PrimaryKey } from './primary-key.js';

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
  /**
   * Where the write's events go (`items.create`, `users.update`, …; see item-events.ts): filters
   * before it, actions after its commit. Without it the write emits nothing (the server's own
   * bookkeeping, flow operations with `emitEvents` off).
   */
  events?: EventBus;
  /**
   * Set by the transaction a write opened: work to do once it has committed (action events), in
   * order; dropped when it rolls back. Nested writes queue on their caller's.
   */
  afterCommit?: (work: () => void) => void;
  /**
   * Where every write tells, once committed, which collection it changed (the response cache
   * listens), with or without `events`: required, so no door can leave it out.
   */
  writes: CommittedWrites;
  /**
   * Set by the transaction a write opened: the collections its writes changed, announced on
   * `writes` right after its COMMIT (see noteWrite).
   */
  written?: Set<string>;
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
