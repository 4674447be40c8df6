import type { Knex } from 'knex';
import type { Dialect, RunResult } from '../dialects/dialect.js';

interface PoolClient {
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<void>;
  emit(event: string, payload: unknown): boolean;
  listenerCount(event: string): number;
}

/** Where statements run: a Knex (or Knex transaction), or the raw connection of an item operation's own transaction. */
export interface SqlSession {
  db: Knex;
  /** Set inside inTransaction (services/items/transaction.ts): statements run on it, never on the pool. */
  connection?: unknown;
}

export type Runner = (sql: string, bindings: unknown[]) => Promise<RunResult>;

/**
 * Runs statements on one raw driver connection, bypassing knex's per-query builder: the session's
 * own transaction connection, a Knex transaction's connection, or one from the pool for the
 * duration of `work`. Each statement is announced on knex's `query` event so tooling and tests see it.
 */
export async function withConnection<T>(session: SqlSession, dialect: Dialect, work: (run: Runner) => Promise<T>): Promise<T> {
  const client = session.db.client as unknown as PoolClient;
  if (session.connection !== undefined) return work(runnerOn(client, dialect, session.connection));
  const connection = await client.acquireConnection();
  try {
    return await work(runnerOn(client, dialect, connection));
  } finally {
    await client.releaseConnection(connection);
  }
}

/** Takes a connection from the pool for as long as `work` runs (an operation's transaction). */
export async function holdConnection<T>(db: Knex, work: (connection: unknown) => Promise<T>): Promise<T> {
  const client = db.client as unknown as PoolClient;
  const connection = await client.acquireConnection();
  try {
    return await work(connection);
  } finally {
    await client.releaseConnection(connection);
  }
}

function runnerOn(client: PoolClient, dialect: Dialect, connection: unknown): Runner {
  return (sql, bindings) => {
    const prepared = bindings.map((value) => dialect.bindValue(value));
    if (client.listenerCount('query') > 0) client.emit('query', { sql, bindings: prepared, method: 'raw' });
    return dialect.run(connection, sql, prepared);
  };
}
