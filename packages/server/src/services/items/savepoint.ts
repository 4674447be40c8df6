import { dialectOf } from '../../db/dialects/dialect-of.js';
import { withConnection } from '../../query/sql/run-statement.js';
import type { OperationContext } from './operation-context.js';

export interface Savepoint {
  /** Keeps what was written since the savepoint. */
  release(): Promise<void>;
  /** Undoes what was written since the savepoint; the transaction goes on (PostgreSQL's refuses statements after an error until then). */
  rollback(): Promise<void>;
}

/**
 * A savepoint in the transaction `tx` runs in (an item operation's own, see transaction.ts).
 * SAVEPOINT, ROLLBACK TO SAVEPOINT and RELEASE SAVEPOINT read the same on SQLite, PostgreSQL and
 * MariaDB, so no dialect is asked.
 */
export async function savepoint(tx: OperationContext, name: string): Promise<Savepoint> {
  const run = (statement: string) => withConnection(tx, dialectOf(tx.db), (execute) => execute(statement, []));
  await run(`SAVEPOINT ${name}`);
  return {
    release: async () => void (await run(`RELEASE SAVEPOINT ${name}`)),
    rollback: async () => {
      await run(`ROLLBACK TO SAVEPOINT ${name}`);
      await run(`RELEASE SAVEPOINT ${name}`);
    },
  };
}
