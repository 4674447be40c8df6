import { DATE_FUNCTIONS, type DateFunction } from '../db/dialects/dialect.js';
import { sql, type Fragment } from '../db/sql/fragment.js';
import { invalidQuery } from '../errors/error-helpers.js';
import { collectionOf, nextAlias, type CompileContext } from './compile-context.js';
import { TableScope } from './table-scope.js';
import { readableColumn } from './readable-column.js';
import { relationOf } from './relations/relation-index.js';
import { ruleCondition } from './rule-condition.js';

export type FieldFunction = DateFunction | 'count';

const FUNCTION_KEY = /^(\w+)\(([^()]+)\)$/;
const TIME_PARTS: readonly string[] = ['hour', 'minute', 'second'];

/** `year(date_created)` → `{fn: 'year', field: 'date_created'}`; null for a plain field name. */
export function parseFunctionKey(key: string): { fn: FieldFunction; field: string } | null {
  const match = FUNCTION_KEY.exec(key);
  if (!match) return null;
  const fn = match[1]!;
  if (fn !== 'count' && !(DATE_FUNCTIONS as readonly string[]).includes(fn)) throw invalidQuery(`Function "${fn}" doesn't exist`);
  return { fn: fn as FieldFunction, field: match[2]!.trim() };
}

/** The output key of a function field, as the reference names it: `year(date)` → `date_year`. */
export function functionOutputKey(fn: FieldFunction, field: string): string {
  return `${field}_${fn}`;
}

/**
 * SQL for a function field: date parts of date/time columns, `count()` of a JSON array or of the
 * related rows of a one-to-many field (a correlated sub-query, so parent rows are not multiplied).
 */
export function functionExpression(ctx: CompileContext, scope: TableScope, fn: FieldFunction, fieldName: string, option: string): Fragment {
  // A function of a field hidden on a row is NULL there, like the field (selected, filtered, sorted or grouped).
  return readableColumn(ctx, scope, fieldName, functionOfField(ctx, scope, fn, fieldName, option));
}

function functionOfField(ctx: CompileContext, scope: TableScope, fn: FieldFunction, fieldName: string, option: string): Fragment {
  const field = scope.collection.fields[fieldName];
  if (!field) throw invalidQuery(`Invalid ${option} key "${fn}(${fieldName})" on "${scope.collection.collection}"`);
  if (fn === 'count') {
    if (field.type === 'json') return ctx.dialect.jsonLength(scope.column(fieldName));
    const relation = relationOf(ctx.schema, scope.collection.collection, fieldName);
    if (relation?.type !== 'o2m') throw invalidQuery(`Function "count" can't be used on field "${fieldName}" of type "${field.type}"`);
    const related = collectionOf(ctx, relation.related);
    const sub = new TableScope(related, nextAlias(ctx));
    // Only rows the role may read are counted.
    const rule = ruleCondition(ctx, sub);
    const link = sql`${sub.column(relation.foreignKey)} = ${scope.column(scope.collection.primary)}`;
    return sql`(SELECT COUNT(*) FROM ${sub.from()} WHERE ${rule ? sql`${link} AND (${rule})` : link})`;
  }
  const isDate = field.type === 'date' || field.type === 'dateTime' || field.type === 'timestamp';
  if (!isDate && !(field.type === 'time' && TIME_PARTS.includes(fn))) {
    throw invalidQuery(`Function "${fn}" can't be used on field "${fieldName}" of type "${field.type}"`);
  }
  return ctx.dialect.dateFunction(fn, scope.column(fieldName), field.type);
}
