import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { fromDbError } from '../db/db-errors.js';
import type { Undo } from '../db/dialects/column-definition.js';
import type { Dialect } from '../db/dialects/dialect.js';
import { dialectOf } from '../db/dialects/dialect-of.js';
import { loadSchema } from './load-schema.js';
import type { SchemaCache } from './schema-cache.js';
import type { SchemaOverview } from './schema-overview.js';

/** One change of the data model in progress: where to run statements and how to take them back. */
export interface SchemaChange {
  /** A transaction on PostgreSQL and SQLite; the plain connection on MySQL/MariaDB. */
  readonly db: Knex;
  readonly dialect: Dialect;
  /** The model read inside the change, so a stale cache (another instance's change) cannot mislead validation. */
  readonly schema: SchemaOverview;
  /** Every table of the database, also those the model leaves out (no primary key). */
  readonly tables: readonly string[];
  /** Records how to take back a step that has run. Used only where DDL is not transactional. */
  undo(step: Undo): void;
  /** Where its metadata writes are recorded as activity and revisions; absent: nothing recorded (the server's own changes). */
  readonly trail?: MetadataTrail;
  /**
   * Queues an irreversible step (dropping a column or a table) to run after every other step,
   * in the order queued, so a failure earlier in the change can still be taken back.
   */
  defer(step: () => Promise<void>): void;
}

/** A metadata row a change wrote, by its key; `changed` names the fields an update set. */
export interface MetadataWrite {
  key: string | number;
  changed?: readonly string[];
}

/** What a metadata table's rows were written for the record: the activity and revision rows made, to take back where DDL is not transactional. */
export interface RecordedTrail {
  activity: ReadonlyArray<string | number>;
  revisions: ReadonlyArray<string | number | null>;
}

/**
 * Records a change's writes of metadata rows (`directus_collections`, `directus_fields`,
 * `directus_relations`, and the rows a removal takes along) as the item writes record theirs, on
 * the change's own connection. Built by the door from the caller's accountability (services/).
 */
export interface MetadataTrail {
  record(
    change: SchemaChange,
    table: string,
    action: 'create' | 'update' | 'delete',
    writes: readonly MetadataWrite[],
  ): Promise<RecordedTrail>;
}

export interface SchemaChangeOptions {
  trail?: MetadataTrail;
}

export interface SchemaChangeDeps {
  db: Knex;
  schema: SchemaCache;
  logger?: Logger;
}

const running = new WeakMap<Knex, Promise<unknown>>();

/**
 * Runs `change` as one atomic change of the data model: every step or none, then drops the
 * cached model so the next request (here and, through schema-sync, on other instances) sees it.
 * On PostgreSQL and SQLite that is one transaction. MySQL/MariaDB commit each DDL statement,
 * so there every step records its undo and a failure runs them in reverse.
 * Changes of one process run one at a time.
 */
export function runSchemaChange<T>(
  deps: SchemaChangeDeps,
  change: (change: SchemaChange) => Promise<T>,
  options: SchemaChangeOptions = {},
): Promise<T> {
  const previous = running.get(deps.db) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => runExclusive(deps, change, options));
  running.set(deps.db, next);
  return next;
}

async function runExclusive<T>(
  deps: SchemaChangeDeps,
  run: (change: SchemaChange) => Promise<T>,
  options: SchemaChangeOptions,
): Promise<T> {
  const dialect = dialectOf(deps.db);
  const undos: Undo[] = [];
  try {
    // Read before the transaction: one connection must not run queries concurrently (pg), and
    // changes are serialised per process, so nothing of ours changes the model in between.
    const [schema, tables] = await Promise.all([loadSchema(deps.db, 0, deps.schema.loadOptions), dialect.listTables(deps.db)]);
    return await dialect.transaction(deps.db, async (db) => {
      const deferred: Array<() => Promise<void>> = [];
      const result = await run({
        db,
        dialect,
        schema,
        tables,
        ...(options.trail ? { trail: options.trail } : {}),
        undo: (step) => undos.push(step),
        defer: (step) => deferred.push(step),
      });
      for (const step of deferred) await step();
      return result;
    });
  } catch (error) {
    if (!dialect.hasTransactionalDdl) await takeBack(undos, deps.logger);
    throw fromDbError(dialect, error) ?? error;
  } finally {
    deps.schema.invalidate();
  }
}

async function takeBack(undos: Undo[], logger: Logger | undefined): Promise<void> {
  for (const undo of undos.reverse()) {
    try {
      await undo();
    } catch (error) {
      // Keep going: each remaining undo puts back more of the database than stopping would.
      logger?.error({ err: error }, 'schema change: a compensating step failed; the data model may need repair');
    }
  }
}
