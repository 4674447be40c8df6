import type { Knex } from 'knex';
import type { Dialect, RunResult } from '../dialects/dialect.js';

interface PoolClient {
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<void>;
  emit(event: string, payload: unknown): boolean;
  listenerCount(event: string): number;
}

export type Runner = (sql: string, bindings: unknown[]) => Promise<RunResult>;

/**
 * Runs statements on one raw driver connection, bypassing knex's per-query builder: on a
 * transaction that is the transaction's connection, otherwise one from the pool for the duration
 * of `work`. Each statement is announced on knex's `query` event so tooling and tests see it.
 */
export async function withConnection<T>(db: Knex, dialect: Dialect, work: (run: Runner) => Promise<T>): Promise<T> {
  const client = db.client as unknown as PoolClient;
  const connection = await client.acquireConnection();
  try {
    return await work(async (sql, bindings) => {
      const prepared = bindings.map((value) => dialect.bindValue(value));
      if (client.listenerCount('query') > 0) client.emit('query', { sql, bindings: prepared, method: 'raw' });
      return dialect.run(connection, sql, prepared);
    });
  } finally {
    await client.releaseConnection(connection);
  }
}
