import type { Row } from '../db/dialects/dialect.js';
import { nextAlias, type CompileContext } from './compile-context.js';
import { TableScope } from './table-scope.js';
import type { FieldNode } from './fields/field-tree.js';
import { paginationOf } from './pagination.js';
import { keysetCondition } from './keyset.js';
import type { NestedQuery, Query } from './query.js';
import { planChild, type ChildPlan } from './relations/plan-nested-reads.js';
import { SelectList, type OutputColumn } from './select-list.js';
import { compileSort, defaultSort, orderBy } from './sort.js';
import { compileStatement, type CompiledStatement } from './sql/compile-statement.js';
import { KEYS_SLOT, type Getter } from './sql/slots.js';
import { levelConditions } from './level-conditions.js';
import { and, id, param, raw, sql, type Fragment } from '../db/sql/fragment.js';

/** Where the row conditions live now; aggregates and counts still import them from here. */
export { levelConditions };

export type Item = Record<string, unknown>;

/** How a level's rows are selected: the root query, rows by key (m2o, a2o), or children of parents (o2m). */
export type LevelMode = { kind: 'root' } | { kind: 'byKey' } | { kind: 'byParent'; foreignKey: string; sortField: string | null };

export interface LevelPlan {
  statement: CompiledStatement;
  columns: OutputColumn[];
  /** Row key of the value matched against the parent keys (nested levels). */
  matchKey: string | null;
  children: ChildPlan[];
  /** How a row becomes an answer object when it is not plain columns (grouped aggregate rows). */
  build?: (row: Row) => Item;
}

/** One level of a read → one SQL statement (with the parent keys bound as one list) and its children. */
export function compileLevel(ctx: CompileContext, node: FieldNode, mode: LevelMode): LevelPlan {
  const scope = new TableScope(node.collection, nextAlias(ctx));
  const selects = new SelectList(ctx, scope);
  const columns = node.columns.map((column) => selects.output(column));
  const children = node.relations.map((relation) => planChild(ctx, relation, selects, compileLevel));
  const { primary } = node.collection;
  // Every requested field unknown (`fields=nonexistent`): the rows are still read, by their key
  // (never output), and answer as empty objects, as the reference does, rather than `SELECT  FROM`.
  if (columns.length === 0 && children.length === 0) selects.helper(primary);
  const matchKey = mode.kind === 'byKey' ? selects.helper(primary) : mode.kind === 'byParent' ? selects.helper(mode.foreignKey) : null;
  const keyCondition =
    mode.kind === 'root'
      ? null
      : ctx.dialect.inList(scope.column(mode.kind === 'byKey' ? primary : mode.foreignKey), param(KEYS_SLOT), false);
  const sortEntries = node.query.sort ?? defaultSort(scope, mode.kind === 'byParent' ? mode.sortField : null);
  const after =
    mode.kind === 'root' && (node.query as Query).after !== undefined ? keysetCondition(ctx, scope, sortEntries, node.get) : null;
  const where = and([keyCondition ?? raw(''), ...levelConditions(ctx, scope, node.query, node.get), after ?? raw('')]);
  const whereClause = where ? sql` WHERE ${where}` : raw('');
  if (mode.kind === 'byKey') {
    return {
      statement: compileStatement(ctx.db, sql`SELECT ${selects.fragment()} FROM ${scope.from()}${whereClause}`),
      columns,
      matchKey,
      children,
    };
  }
  const sort = compileSort(ctx, scope, sortEntries);
  const page = paginationOf(node.query, ctx.config);
  if (mode.kind === 'root' || page.limit === null) {
    const tail = mode.kind === 'root' ? pagingClause(ctx, node.query, node.get) : raw('');
    const text = sql`SELECT ${selects.fragment()} FROM ${scope.from()}${whereClause} ${orderBy(sort)} ${tail}`;
    return { statement: compileStatement(ctx.db, text), columns, matchKey, children };
  }
  // A limit per parent row: number the children of each parent, keep the wanted window.
  const partition = scope.column(mode.foreignKey);
  const numbered = sql`SELECT ${selects.fragment()}, ROW_NUMBER() OVER (PARTITION BY ${partition} ${orderBy(sort)}) AS ${id('__rn')} FROM ${scope.from()}${whereClause}`;
  const lower = page.hasOffset
    ? param(ctx.slots.add(node.get, (query) => paginationOf(query as NestedQuery, ctx.config).offset))
    : param(0);
  const upper = param(
    ctx.slots.add(node.get, (query) => {
      const { limit: size, offset: skip } = paginationOf(query as NestedQuery, ctx.config);
      return skip + (size ?? 0);
    }),
  );
  const text = sql`SELECT * FROM (${numbered}) AS ${id('__w')} WHERE ${id('__rn')} > ${lower} AND ${id('__rn')} <= ${upper} ORDER BY ${id('__rn')}`;
  return { statement: compileStatement(ctx.db, text), columns, matchKey, children };
}

/** LIMIT/OFFSET of a root query: bound per request, or written in where the dialect runs literals faster. */
export function pagingClause(ctx: CompileContext, query: NestedQuery, get: Getter): Fragment {
  const page = paginationOf(query, ctx.config);
  const part = (value: number, pick: (p: ReturnType<typeof paginationOf>) => number | null) =>
    ctx.dialect.inlinePaging ? raw(String(value)) : param(ctx.slots.add(get, (q) => pick(paginationOf(q as NestedQuery, ctx.config))));
  const limit = page.limit === null ? null : part(page.limit, (p) => p.limit);
  const offset = page.hasOffset ? part(page.offset, (p) => p.offset) : null;
  return ctx.dialect.limitOffset(limit, offset);
}

/** A row of the database → an answer object, values read per field type. */
export function buildItem(columns: readonly OutputColumn[], row: Row): Item {
  const item: Item = {};
  for (const column of columns) {
    const value = row[column.rowKey];
    item[column.key] = column.read ? column.read(value) : (value ?? null);
  }
  return item;
}
