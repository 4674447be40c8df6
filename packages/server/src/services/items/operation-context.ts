import type { Knex } from 'knex';
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
  /** Where `items.create`/`items.update`/`items.delete` go after commit; none: nothing is announced. */
  events?: Pick<EventBus, 'emitAction'>;
  /** Set by inTransaction while its transaction is open: actions wait here until COMMIT (see emit-item-action.ts). */
  pendingActions?: PendingAction[];
}

export type PendingAction = readonly [name: string, meta: Readonly<Record<string, unknown>>];

export const DEFAULT_ITEMS_CONFIG: ItemsConfig = {
  QUERY_LIMIT_DEFAULT: 100,
  QUERY_LIMIT_MAX: -1,
  MAX_RELATIONAL_DEPTH: 10,
  MAX_BATCH_MUTATION: Number.MAX_SAFE_INTEGER,
};

export function itemsConfigOf(ctx: OperationContext): ItemsConfig {
  return ctx.config ?? DEFAULT_ITEMS_CONFIG;
}
