import type { Knex } from 'knex';
import type { Dialect, RunResult } from '../../db/dialects/dialect.js';
import type { DriverError } from '../../db/dialects/driver-error.js';
import { announceQuery } from '../../db/dialects/knex-pool.js';

/** Where statements run: a Knex (or Knex transaction), or the raw connection of an item operation's own transaction. */
export interface SqlSession {
  db: Knex;
  /** Set inside inTransaction (services/items/transaction.ts): statements run on it, never on the pool. */
  connection?: unknown;
}

export type Runner = (sql: string, bindings: unknown[]) => Promise<RunResult>;

/**
 * Runs statements on one raw driver connection, bypassing knex's per-query builder: the session's
 * own transaction connection, or one the dialect lends from the pool for the duration of `work`.
 * Each statement is announced on knex's `query` event so tooling and tests see it.
 */
export async function withConnection<T>(session: SqlSession, dialect: Dialect, work: (run: Runner) => Promise<T>): Promise<T> {
  if (session.connection !== undefined) return work(runnerOn(session.db, dialect, session.connection));
  return dialect.withConnection(session.db, (connection) => work(runnerOn(session.db, dialect, connection)));
}

function runnerOn(db: Knex, dialect: Dialect, connection: unknown): Runner {
  return (sql, bindings) => {
    const prepared = bindings.map((value) => dialect.bindValue(value));
    announceQuery(db, sql, prepared);
    return dialect.run(connection, sql, prepared).catch((error: unknown) => {
      throw (error instanceof Error ? dialect.queryErrorOf(error as DriverError) : null) ?? error;
    });
  };
}
