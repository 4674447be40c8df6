import type { StatementRunner } from '../dialect.js';

/**
 * Row estimates of the planner: `pg_class.reltuples` for a whole table (-1 before the first
 * ANALYZE or VACUUM, 0 for a table never analysed: no estimate then), and for a filtered read the
 * top node's "Plan Rows" of `EXPLAIN (FORMAT JSON)` over the same statement with the same bound
 * values. https://www.postgresql.org/docs/current/row-estimation-examples.html
 */
export async function estimatePostgresRows(
  run: StatementRunner,
  table: string,
  select: { sql: string; bindings: unknown[] } | null,
): Promise<number | null> {
  if (!select) {
    const { rows } = await run('SELECT reltuples::float8 AS estimate FROM pg_class WHERE oid = to_regclass(quote_ident($1))', [table]);
    const estimate = Number(rows[0]?.estimate ?? -1);
    return estimate > 0 ? Math.round(estimate) : null;
  }
  const { rows } = await run(`EXPLAIN (FORMAT JSON) ${select.sql}`, select.bindings);
  const plan = planOf(rows[0]?.['QUERY PLAN']);
  const estimate = Number(plan?.['Plan Rows']);
  return Number.isFinite(estimate) ? Math.round(estimate) : null;
}

function planOf(output: unknown): Record<string, unknown> | undefined {
  const parsed: unknown = typeof output === 'string' ? JSON.parse(output) : output;
  const first = Array.isArray(parsed) ? (parsed[0] as Record<string, unknown> | undefined) : undefined;
  return first?.Plan as Record<string, unknown> | undefined;
}
