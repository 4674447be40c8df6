import { and, id, join, param, sql } from '../../db/sql/fragment.js';
import { invalidQuery } from '../../errors/error-helpers.js';
import { aggregateItem, aggregateSelects, groupOrder } from '../aggregate-select.js';
import type { LevelPlan } from '../apply-query.js';
import { levelConditions } from '../level-conditions.js';
import { nextAlias, type CompileContext } from '../compile-context.js';
import type { FieldNode } from '../fields/field-tree.js';
import { paginationOf } from '../pagination.js';
import type { NestedQuery } from '../query.js';
import { compileStatement } from '../sql/compile-statement.js';
import { KEYS_SLOT } from '../sql/slots.js';
import { TableScope } from '../table-scope.js';

const MATCH_KEY = '__match';

/**
 * A one-to-many level whose `deep` entry has `_aggregate`/`_groupBy`: its rows are the grouped
 * aggregates of the related rows (under the role's rules), grouped per parent as well, so one
 * statement answers every parent: `users: [{role: 1, count: {id: 3}}]`.
 */
export function compileGroupedLevel(ctx: CompileContext, node: FieldNode, foreignKey: string): LevelPlan {
  const { query } = node;
  const scope = new TableScope(node.collection, nextAlias(ctx));
  const { outputs, selects, groups, groupKeys } = aggregateSelects(ctx, scope, query);
  if (!query.aggregate || Object.keys(query.aggregate).length === 0) throw invalidQuery('"aggregate" needs at least one function');
  const parent = scope.column(foreignKey);
  const selected = join([...selects, sql`${parent} AS ${id(MATCH_KEY)}`], ', ');
  const keyCondition = ctx.dialect.inList(parent, param(KEYS_SLOT), false);
  const where = and([keyCondition, ...levelConditions(ctx, scope, query, node.get)])!;
  const grouped = sql`FROM ${scope.from()} WHERE ${where} GROUP BY ${join([parent, ...groups], ', ')}`;
  const order = groupOrder(query.sort, groupKeys, groups[0] ?? parent);
  const page = paginationOf(query, ctx.config);
  const build = (row: Record<string, unknown>) => aggregateItem(outputs, row);
  if (page.limit === null) {
    const text = sql`SELECT ${selected} ${grouped} ${order}`;
    return { statement: compileStatement(ctx.db, text), columns: [], matchKey: MATCH_KEY, children: [], build };
  }
  // A limit per parent row, as for plain rows: number each parent's groups, keep the wanted window.
  const numbered = sql`SELECT ${selected}, ROW_NUMBER() OVER (PARTITION BY ${parent} ${order}) AS ${id('__rn')} ${grouped}`;
  const lower = page.hasOffset ? param(ctx.slots.add(node.get, (q) => paginationOf(q as NestedQuery, ctx.config).offset)) : param(0);
  const upper = param(
    ctx.slots.add(node.get, (q) => {
      const { limit, offset } = paginationOf(q as NestedQuery, ctx.config);
      return offset + (limit ?? 0);
    }),
  );
  const text = sql`SELECT * FROM (${numbered}) AS ${id('__w')} WHERE ${id('__rn')} > ${lower} AND ${id('__rn')} <= ${upper} ORDER BY ${id('__rn')}`;
  return { statement: compileStatement(ctx.db, text), columns: [], matchKey: MATCH_KEY, children: [], build };
}
