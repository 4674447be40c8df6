import type { Knex } from 'knex';

export interface Statement {
  sql: string;
  bindings: unknown[];
}

/** The SQL statements the server runs while `work` runs, as knex's `query` event reports them. */
export async function statementsDuring(db: Knex, work: () => Promise<void>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const listener = (query: { sql: string; bindings?: unknown[] }) => statements.push({ sql: query.sql, bindings: query.bindings ?? [] });
  db.on('query', listener);
  try {
    await work();
  } finally {
    db.off('query', listener);
  }
  return statements;
}

/** Whether a statement counts rows (`COUNT(…)`). */
export const isCount = (statement: Statement) => /count\s*\(/i.test(statement.sql);
