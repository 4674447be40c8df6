import { CONCEALED_OPERATORS, isFilterOperatorName, operatorsForType, type FieldType } from '@tessera/shared';
import { and, or, param, raw, sql, type Fragment } from '../../db/sql/fragment.js';
import { invalidQuery } from '../../errors/error-helpers.js';
import type { FieldOverview } from '../../schema/schema-overview.js';
import { castFieldValue } from '../cast-value.js';
import { geoJsonFilterValue, isGeometryType } from '../geometry-value.js';
import { collectionOf, nextAlias, ruleOf, type CompileContext } from '../compile-context.js';
import { TableScope } from '../table-scope.js';
import { functionExpression, parseFunctionKey } from '../functions.js';
import type { Filter } from '../query.js';
import { readableColumn } from '../readable-column.js';
import { relationOf } from '../relations/relation-index.js';
import { ruleCondition } from '../rule-condition.js';
import { child, type Getter } from '../sql/slots.js';
import { FILTER_OPERATORS, GEOMETRY_OPERATORS } from './operators.js';
import { parseFollowKey, type FollowKey } from './follow-key.js';

const STRUCTURAL_KEYS = new Set(['_and', '_or', '_some', '_none']);

/**
 * A parsed filter → a WHERE fragment for `scope`. Values are bound through slots read from the
 * request by `get` (the getter of this filter object), so the SQL is the same for every request
 * of the same shape. Many-to-one paths join; one-to-many paths become EXISTS sub-queries.
 */
export function compileFilter(ctx: CompileContext, scope: TableScope, filter: Filter, get: Getter, option = 'filter'): Fragment {
  const parts: Fragment[] = [];
  for (const [key, value] of Object.entries(filter)) {
    const getKey = child(get, key);
    if (key === '_and' || key === '_or') {
      const children = (value as Filter[]).map((node, index) => compileFilter(ctx, scope, node, child(getKey, index), option));
      if (children.length === 0) parts.push(raw(key === '_and' ? '1 = 1' : '1 = 0'));
      else parts.push(key === '_and' ? and(children)! : or(children));
    } else {
      parts.push(compileField(ctx, scope, key, value as Filter, getKey, option));
    }
  }
  return and(parts) ?? raw('1 = 1');
}

function compileField(ctx: CompileContext, scope: TableScope, key: string, node: Filter, get: Getter, option: string): Fragment {
  const collection = scope.collection.collection;
  const functionKey = parseFunctionKey(key);
  if (functionKey) {
    const expression = functionExpression(ctx, scope, functionKey.fn, functionKey.field, 'filter');
    return compileOperators(ctx, expression, 'integer', null, key, node, get);
  }
  const follow = parseFollowKey(key);
  if (follow) return compileFollow(ctx, scope, follow, key, node, get, option);
  const [fieldName, anyScope] = key.split(':') as [string, string | undefined];
  const field = scope.collection.fields[fieldName];
  if (!field) throw invalidQuery(`Invalid ${option} key "${key}" on "${collection}"`);
  const relation = relationOf(ctx.schema, collection, fieldName);
  const isOperatorNode = Object.keys(node).every((k) => k.startsWith('_') && !STRUCTURAL_KEYS.has(k));

  if (relation?.type === 'o2m') {
    if (isOperatorNode) throw invalidQuery(`"alias" field type does not contain the "${Object.keys(node)[0]}" filter operator`);
    const sub = new TableScope(collectionOf(ctx, relation.related), nextAlias(ctx));
    // Hidden on this row (per-row field decisions): no child matches, as for an empty list.
    const link = sql`${sub.column(relation.foreignKey)} = ${readableColumn(ctx, scope, fieldName, scope.column(scope.collection.primary))}`;
    return compileReverse(ctx, sub, link, node, get, option);
  }
  if (relation?.type === 'm2o' && !isOperatorNode) {
    const joined = scope.joinManyToOne(ctx, fieldName, collectionOf(ctx, relation.related));
    return compileFilter(ctx, joined, node, get, option);
  }
  if (relation?.type === 'a2o' && anyScope !== undefined) {
    if (!relation.allowed.includes(anyScope)) throw invalidQuery(`Invalid ${option} key "${key}" on "${collection}"`);
    const target = collectionOf(ctx, anyScope);
    const sub = new TableScope(target, nextAlias(ctx));
    const rule = ruleCondition(ctx, sub);
    const condition = compileFilter(ctx, sub, node, get, option);
    const keys = sql`SELECT ${ctx.dialect.castText(sub.column(target.primary))} FROM ${sub.from()} WHERE ${rule ? and([rule, condition])! : condition}`;
    const collectionColumn = readableColumn(ctx, scope, fieldName, scope.column(relation.collectionField));
    return sql`(${collectionColumn} = ${param(anyScope)} AND ${readableColumn(ctx, scope, fieldName)} IN (${keys}))`;
  }
  if (anyScope !== undefined || field.alias) throw invalidQuery(`Invalid ${option} key "${key}" on "${collection}"`);
  return compileOperators(ctx, readableColumn(ctx, scope, fieldName), field.type, field, key, node, get);
}

/**
 * `$FOLLOW(collection, field)`: the rows of `collection` whose many-to-one `field` points at this
 * row, filtered as a one-to-many alias would be. The caller's rules on `collection` apply: without
 * a read rule it is FORBIDDEN, and the linking field counts only where the caller may read it.
 */
function compileFollow(ctx: CompileContext, scope: TableScope, follow: FollowKey, key: string, node: Filter, get: Getter, option: string) {
  const collection = scope.collection.collection;
  const followed = collectionOf(ctx, follow.collection);
  // FORBIDDEN before anything is said about the followed collection's relations (a rule sees all).
  if (!ctx.insideRule) ruleOf(ctx, follow.collection);
  const relation = relationOf(ctx.schema, follow.collection, follow.field);
  if (relation?.type !== 'm2o' || relation.related !== collection)
    throw invalidQuery(`Invalid ${option} key "${key}": "${follow.collection}.${follow.field}" does not relate to "${collection}"`);
  if (Object.keys(node).some((k) => k.startsWith('_') && !STRUCTURAL_KEYS.has(k)))
    throw invalidQuery(`"${key}" takes a filter on "${follow.collection}", not the "${Object.keys(node)[0]}" operator`);
  const sub = new TableScope(followed, nextAlias(ctx));
  const link = sql`${readableColumn(ctx, sub, follow.field)} = ${scope.column(scope.collection.primary)}`;
  return compileReverse(ctx, sub, link, node, get, option);
}

/** EXISTS (or NOT EXISTS for `_none`) over the rows of `sub` that `link` ties to the row filtered and `node` matches. */
function compileReverse(ctx: CompileContext, sub: TableScope, link: Fragment, node: Filter, get: Getter, option: string): Fragment {
  const keys = Object.keys(node);
  const quantifier = keys.length === 1 && (keys[0] === '_some' || keys[0] === '_none') ? keys[0] : null;
  const inner = quantifier ? (node[quantifier] as Filter) : node;
  const innerGet = quantifier ? child(get, quantifier) : get;
  // Rows the role may not read are neither matched by `_some` nor counted against `_none`.
  const rule = ruleCondition(ctx, sub);
  const condition = compileFilter(ctx, sub, inner, innerGet, option);
  // A lone `_or` compiles to `(a) OR (b)`: grouped, so the link to the parent row binds it all.
  const matches = rule || isLoneOr(inner) ? and([link, ...(rule ? [rule] : []), condition])! : sql`${link} AND ${condition}`;
  const exists = sql`SELECT 1 FROM ${sub.from()} WHERE ${matches}`;
  return sql`${raw(quantifier === '_none' ? 'NOT EXISTS' : 'EXISTS')} (${exists})`;
}

function compileOperators(
  ctx: CompileContext,
  column: Fragment,
  type: FieldType,
  field: FieldOverview | null,
  key: string,
  node: Filter,
  get: Getter,
): Fragment {
  const parts: Fragment[] = [];
  const allowed = operatorsForType(type);
  for (const [operator, value] of Object.entries(node)) {
    if (!operator.startsWith('_') || STRUCTURAL_KEYS.has(operator))
      throw invalidQuery(`Invalid filter key "${operator}" on "${key}": "${key}" is not a relational field`);
    if (!isFilterOperatorName(operator) || !allowed.includes(operator))
      throw invalidQuery(`"${type}" field type does not contain the "${operator}" filter operator`);
    if (field?.special.includes('conceal') && !CONCEALED_OPERATORS.includes(operator)) {
      throw invalidQuery(`Field with "conceal" special does not allow the "${operator}" filter operator`);
    }
    const fail = (reason: string) => invalidQuery(`The filter value for "${key}" ${reason}`);
    // Only geometry compares with objects (GeoJSON); permission rules reach here unparsed.
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) && !isGeometryType(type)) {
      throw fail('has to be a string, number, or boolean');
    }
    const getValue = child(get, operator);
    const cast = (raw: unknown) => castFieldValue({ type, dbType: field?.dbType ?? null }, raw, ctx.dialect, fail);
    const spec = (isGeometryType(type) ? GEOMETRY_OPERATORS[operator] : undefined) ?? FILTER_OPERATORS[operator];
    parts.push(
      spec.compile({
        column,
        dialect: ctx.dialect,
        value,
        bind: (transform = (v) => v, index) =>
          param(ctx.slots.add(index === undefined ? getValue : child(getValue, index), (raw) => transform(cast(raw)))),
        bindList: () => param(ctx.slots.add(getValue, (list) => ctx.dialect.listValue(toList(list).map(cast)))),
        bindGeoJson: () => param(ctx.slots.add(getValue, (raw) => geoJsonFilterValue(raw, fail))),
      }),
    );
  }
  return and(parts) ?? raw('1 = 1');
}

function isLoneOr(filter: Filter): boolean {
  const keys = Object.keys(filter);
  return keys.length === 1 && keys[0] === '_or';
}

/** Lists from permission rules may still be CSV text. */
function toList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return value.split(',');
  return [value];
}
