import type { Dialect, StatementRunner } from '../db/dialects/dialect.js';
import { bindStatement, type CompiledStatement } from './sql/compile-statement.js';

/** A `meta` count of a read: the exact COUNT(*) and the same rows as `SELECT 1`, which a planner can estimate. */
export interface CountPlan {
  table: string;
  exact: CompiledStatement;
  /** `SELECT 1 FROM … WHERE <the count's conditions>`; null when the count has none (the whole table). */
  rows: CompiledStatement | null;
}

export interface Count {
  count: number;
  estimated: boolean;
}

/** The default of QUERY_COUNT_ESTIMATE_THRESHOLD. */
export const DEFAULT_COUNT_ESTIMATE_THRESHOLD = 100_000;

/**
 * The planner's estimate where the database keeps one and it reaches `threshold` (0: never), so a
 * count of millions of rows costs a plan instead of a scan; otherwise (and when the estimate falls
 * below the threshold) the exact count. Both run the same conditions, permission filter included.
 */
export async function countRows(
  run: StatementRunner,
  dialect: Dialect,
  plan: CountPlan,
  values: readonly unknown[],
  threshold: number,
): Promise<Count> {
  if (threshold > 0) {
    const select = plan.rows ? { sql: plan.rows.sql, bindings: bindStatement(plan.rows, values) } : null;
    const estimate = await dialect.estimateRows(run, plan.table, select);
    if (estimate !== null && estimate >= threshold) return { count: estimate, estimated: true };
  }
  const { rows } = await run(plan.exact.sql, bindStatement(plan.exact, values));
  return { count: Number(rows[0]?.count ?? 0), estimated: false };
}
