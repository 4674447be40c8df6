import type { Knex } from 'knex';
import { ConfigError } from '../../config/load-config.js';
import type { ConnectionSettings } from './dialect.js';

/**
 * The parts of Knex's client that are not in its public API. Knex has no public way to borrow a
 * pooled connection for longer than one query or one Knex transaction, and both cost more CPU than
 * the statement on the hot read and write paths (a Knex transaction ~0.5 ms to set up, a query
 * builder per statement): item operations run prepared statements on the raw driver connection
 * instead. `acquireConnection`/`releaseConnection` are what Knex itself calls around every query
 * (knex/lib/client.js in Knex 3, absent from its typings); the `query` event is the one
 * `knex.on('query')` listens to. Only the dialect layer reaches into them: callers use
 * `dialect.withConnection`.
 */
interface KnexClientInternals {
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<unknown>;
  emit(event: string, payload: unknown): boolean;
  listenerCount(event: string): number;
}

const internals = (db: Knex) => db.client as unknown as KnexClientInternals;

/** Takes a connection from the pool of `db` for as long as `work` runs, then gives it back. */
export async function withPooledConnection<T>(db: Knex, work: (connection: unknown) => Promise<T>): Promise<T> {
  const client = internals(db);
  const connection = await client.acquireConnection();
  try {
    return await work(connection);
  } finally {
    await client.releaseConnection(connection);
  }
}

/** Tells `knex.on('query')` listeners (tooling, tests) about a statement run outside Knex's builder. */
export function announceQuery(db: Knex, sql: string, bindings: readonly unknown[]): void {
  const client = internals(db);
  if (client.listenerCount('query') > 0) client.emit('query', { sql, bindings, method: 'raw' });
}

/** Knex's (tarn's) integer pool options, by the reference's `DB_POOL__<NAME>` spelling. */
const POOL_OPTIONS = new Map(
  [
    'min',
    'max',
    'acquireTimeoutMillis',
    'createTimeoutMillis',
    'destroyTimeoutMillis',
    'idleTimeoutMillis',
    'reapIntervalMillis',
    'createRetryIntervalMillis',
  ].map((option) => [option.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase(), option]),
);

/**
 * The pool of a server database: `DB_POOL__MIN` / `DB_POOL__MAX` (the reference's names; `DB_POOL_MAX`
 * still counts when `DB_POOL__MAX` is unset) and the other `DB_POOL__*` options Knex's pool takes.
 * An unknown option is refused at start rather than silently ignored.
 */
export function poolSettings(settings: Pick<ConnectionSettings, 'DB_POOL' | 'DB_POOL_MAX'>): Record<string, number> {
  const pool: Record<string, number> = Object.create(null) as Record<string, number>;
  pool.min = 0;
  pool.max = settings.DB_POOL_MAX;
  for (const [key, value] of settings.DB_POOL ?? []) {
    const option = POOL_OPTIONS.get(key);
    if (!option)
      throw new ConfigError([`Invalid configuration: DB_POOL__${key} is not a pool option (${[...POOL_OPTIONS.keys()].join(', ')})`]);
    pool[option] = value;
  }
  if (pool.max! < 1 || pool.max! > 1000 || pool.min! > pool.max!)
    throw new ConfigError([
      `Invalid configuration: DB_POOL__MIN (${pool.min}) must be at most DB_POOL__MAX (${pool.max}), which must be 1 to 1000`,
    ]);
  return { ...pool };
}

/**
 * Runs `setup` on each new pooled connection before Knex lends it, and discards the connection
 * when it fails (Knex's `afterCreate` contract).
 */
export function afterCreate<C>(
  setup: (connection: C) => Promise<void>,
): (connection: C, done: (error: Error | null, connection: C) => void) => void {
  return (connection, done) => {
    setup(connection).then(
      () => done(null, connection),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), connection),
    );
  };
}
