import type { Knex } from 'knex';
import type { Dialect, RunResult } from '../../db/dialects/dialect.js';
import type { DriverError } from '../../db/dialects/driver-error.js';
import { announceQuery } from '../../db/dialects/knex-pool.js';
import { invalidQuery } from '../../errors/error-helpers.js';
import { TransactionConnection } from './transaction-connection.js';

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
  if (connection instanceof TransactionConnection) {
    const run = runnerOn(db, dialect, connection.raw);
    return async (sql, bindings) => {
      if (connection.state === 'done') throw new Error('A statement followed a write that ran alone, outside any transaction');
      if (connection.state === 'idle') {
        await run('BEGIN', []);
        connection.state = 'open';
      }
      return run(sql, bindings);
    };
  }
  return (sql, bindings) => {
    // Batch writes are split under the limit (services/items/write-rows.ts): only a read gets here with more.
    if (bindings.length > dialect.maxParameters)
      return Promise.reject(
        invalidQuery(
          `The query needs ${bindings.length} values, more than the ${dialect.maxParameters} one statement may bind; use fewer filter conditions`,
        ),
      );
    const prepared = bindings.map((value) => dialect.bindValue(value));
    announceQuery(db, sql, prepared);
    return dialect.run(connection, sql, prepared).catch((error: unknown) => {
      throw (error instanceof Error ? dialect.queryErrorOf(error as DriverError) : null) ?? error;
    });
  };
}

/**
 * Runs one statement that is a whole write by itself on a transaction connection nothing has run on
 * yet, without BEGIN: the statement is atomic alone, and the transaction ends with it.
 */
export function runAlone(session: SqlSession & { connection: TransactionConnection }, dialect: Dialect, sql: string, bindings: unknown[]) {
  if (session.connection.state !== 'idle') throw new Error('A write can only run alone before anything else ran in its transaction');
  session.connection.state = 'done';
  return runnerOn(session.db, dialect, session.connection.raw)(sql, bindings);
}

/** Ends a transaction connection's transaction: COMMIT (or ROLLBACK) only when its BEGIN was sent. */
export async function endTransaction(db: Knex, dialect: Dialect, connection: TransactionConnection, statement: 'COMMIT' | 'ROLLBACK') {
  if (connection.state !== 'open') return;
  await runnerOn(db, dialect, connection.raw)(statement, []);
  connection.state = 'done';
}
