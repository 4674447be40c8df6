import { hasBoundValues, id, join, raw, sql, type Fragment } from '../db/sql/fragment.js';
import { invalidQuery } from '../errors/error-helpers.js';
import type { Item } from './apply-query.js';
import { canCompareEqual, canTakeMinMax } from './comparable-types.js';
import type { CompileContext } from './compile-context.js';
import { functionExpression, functionOutputKey, parseFunctionKey } from './functions.js';
import { isGeometryType } from './geometry-value.js';
import type { AggregateFunction, Query } from './query.js';
import { readableColumn } from './readable-column.js';
import { readDecimal, readerFor, readNumber, type ValueReader } from './read-value.js';
import type { TableScope } from './table-scope.js';

const SQL_FUNCTIONS: Record<AggregateFunction, string> = {
  count: 'COUNT(',
  countDistinct: 'COUNT(DISTINCT ',
  countAll: 'COUNT(',
  sum: 'SUM(',
  sumDistinct: 'SUM(DISTINCT ',
  avg: 'AVG(',
  avgDistinct: 'AVG(DISTINCT ',
  min: 'MIN(',
  max: 'MAX(',
};
const NUMERIC = new Set(['integer', 'bigInteger', 'float', 'decimal']);
const COUNTS = new Set<AggregateFunction>(['count', 'countDistinct', 'countAll']);

/** Where one selected value goes in an answer row: `{count: 3}`, `{sum: {price: "9.50"}}` or a group column. */
export interface OutputSpec {
  alias: string;
  fn: AggregateFunction | null;
  field: string | null;
  read: ValueReader | null;
}

/** A grouped row → its answer object: group columns by name, functions as `{count: {id: 3}}`. */
export function aggregateItem(outputs: readonly OutputSpec[], row: Record<string, unknown>): Item {
  const item: Item = {};
  for (const output of outputs) {
    const value = output.read ? output.read(row[output.alias]) : (row[output.alias] ?? null);
    if (!output.fn) item[output.field!] = value;
    else if (output.field === null) item[output.fn] = value;
    else ((item[output.fn] ??= {}) as Item)[output.field] = value;
  }
  return item;
}

export interface AggregateSelects {
  outputs: OutputSpec[];
  selects: Fragment[];
  groups: Fragment[];
  /** Sortable keys of a grouped answer: group fields and `fn` / `fn.field` aggregates. */
  groupKeys: Map<string, Fragment>;
}

/** The selected group columns and aggregates of `aggregate` + `groupBy`, and where each goes in an answer row. */
export function aggregateSelects(ctx: CompileContext, scope: TableScope, query: Pick<Query, 'aggregate' | 'groupBy'>): AggregateSelects {
  const outputs: OutputSpec[] = [];
  const selects: Fragment[] = [];
  const groups: Fragment[] = [];
  const groupKeys = new Map<string, Fragment>();
  for (const group of query.groupBy ?? []) {
    const { expression, key, read } = groupColumn(ctx, scope, group);
    const alias = `__g${outputs.length}`;
    selects.push(sql`${expression} AS ${id(alias)}`);
    // Each use of a bound value is a placeholder of its own ($1, $2): PostgreSQL would not see the
    // grouped sub-query (a count under a rule) as the selected one, so it is grouped by its name.
    const grouped = hasBoundValues(expression) ? sql`${id(alias)}` : expression;
    groups.push(grouped);
    groupKeys.set(key, grouped).set(group, grouped);
    outputs.push({ alias, fn: null, field: key, read });
  }
  for (const [fn, fields] of Object.entries(query.aggregate ?? {}) as Array<[AggregateFunction, string[]]>) {
    for (const fieldName of fn === 'countAll' ? ['*'] : fields) {
      const alias = `__a${outputs.length}`;
      const { expression, read } = aggregateColumn(ctx, scope, fn, fieldName);
      selects.push(sql`${expression} AS ${id(alias)}`);
      // Grouped answers can be sorted by their aggregates: `sort=-count`, `sort=sum.price`.
      groupKeys.set(fieldName === '*' ? fn : `${fn}.${fieldName}`, expression);
      outputs.push({ alias, fn, field: fieldName === '*' ? null : fieldName, read });
    }
  }
  return { outputs, selects, groups, groupKeys };
}

export function groupColumn(
  ctx: CompileContext,
  scope: TableScope,
  group: string,
): { expression: Fragment; key: string; read: ValueReader | null } {
  const functionKey = parseFunctionKey(group);
  if (functionKey) {
    const expression = functionExpression(ctx, scope, functionKey.fn, functionKey.field, 'groupBy');
    return { expression, key: functionOutputKey(functionKey.fn, functionKey.field), read: readNumber };
  }
  const field = scope.collection.fields[group];
  if (!field || field.alias) throw invalidQuery(`Invalid groupBy field "${group}" on "${scope.collection.collection}"`);
  if (!canCompareEqual(field.type)) throw invalidQuery(`Field "${group}" of type "${field.type}" can't be grouped by`);
  // Geometry goes through the dialect's select form (mysql2 would answer kind-less {x, y} objects).
  const column = scope.column(group);
  const selected = isGeometryType(field.type) ? ctx.dialect.selectGeometry(column) : column;
  return { expression: readableColumn(ctx, scope, group, selected), key: group, read: readerFor(field) };
}

export function aggregateColumn(
  ctx: CompileContext,
  scope: TableScope,
  fn: AggregateFunction,
  fieldName: string,
): { expression: Fragment; read: ValueReader | null } {
  const open = raw(SQL_FUNCTIONS[fn]);
  if (fieldName === '*') {
    if (fn === 'count' || fn === 'countAll') return { expression: raw('COUNT(*)'), read: readNumber };
    if (fn === 'countDistinct') return { expression: sql`${open}${scope.column(scope.collection.primary)})`, read: readNumber };
    throw invalidQuery(`"aggregate.${fn}" needs field names, not "*"`);
  }
  const field = scope.collection.fields[fieldName];
  if (!field || field.alias) throw invalidQuery(`Invalid aggregate field "${fieldName}" on "${scope.collection.collection}"`);
  // Values hidden on a row (per-row field decisions) are NULL, so aggregates skip them.
  const expression = sql`${open}${readableColumn(ctx, scope, fieldName)})`;
  const cannot = () => invalidQuery(`"aggregate.${fn}" can't be used on field "${fieldName}" of type "${field.type}"`);
  if (fn === 'countDistinct' && !canCompareEqual(field.type)) throw cannot();
  if (COUNTS.has(fn)) return { expression, read: readNumber };
  if (fn === 'min' || fn === 'max') {
    if (!canTakeMinMax(field.type)) throw cannot();
    return { expression, read: readerFor(field) };
  }
  if (!NUMERIC.has(field.type)) throw invalidQuery(`"aggregate.${fn}" can't be used on field "${fieldName}" of type "${field.type}"`);
  // Sums of decimals stay exact strings at the column's scale; averages read as numbers everywhere.
  const isSum = fn === 'sum' || fn === 'sumDistinct';
  return { expression, read: isSum && field.type === 'decimal' ? readDecimal(field.scale) : readNumber };
}

export function groupOrder(sort: string[] | undefined, groupKeys: Map<string, Fragment>, first: Fragment): Fragment {
  const entries = (sort ?? []).map((entry) => {
    const descending = entry.startsWith('-');
    const key = descending ? entry.slice(1) : entry;
    const expression = groupKeys.get(key);
    if (!expression) throw invalidQuery(`Invalid sort key "${key}": with groupBy only grouped fields and aggregates can be sorted`);
    return sql`${expression} ${raw(descending ? 'DESC' : 'ASC')}`;
  });
  return sql`ORDER BY ${join(entries.length ? entries : [sql`${first} ASC`], ', ')}`;
}
