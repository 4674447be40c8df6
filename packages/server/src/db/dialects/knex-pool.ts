import type { Knex } from 'knex';

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
