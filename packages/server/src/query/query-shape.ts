import { isUuid } from '../utils/is-uuid.js';
import type { DeepQuery, NestedQuery, Query } from './query.js';

/**
 * A string that is equal for two queries exactly when they compile to the same SQL: structure,
 * field lists and everything that changes the SQL text are kept, bound values are reduced to a
 * tag (null and booleans stay, as they turn `= ?` into `IS NULL`).
 */
export function queryShape(query: Query, literalPaging = false): string {
  let shape = nestedShape(query);
  // Where LIMIT/OFFSET are written into the SQL, their values are part of the shape.
  if (literalPaging) shape += `|P${query.limit ?? ''},${query.offset ?? ''},${query.page ?? ''}`;
  if (query.after !== undefined) shape += '|k';
  if (query.meta) shape += `|m${query.meta.join(',')}`;
  if (query.aggregate) shape += `|a${JSON.stringify(query.aggregate)}`;
  if (query.groupBy) shape += `|g${query.groupBy.join(',')}`;
  if (query.deep) shape += `|d${deepShape(query.deep)}`;
  return shape;
}

function nestedShape(query: NestedQuery): string {
  let shape = `f${query.fields?.join(',') ?? '*'}`;
  if (query.filter) shape += `|w${filterShape(query.filter)}`;
  if (query.search !== undefined) shape += `|s${searchKind(query.search)}`;
  if (query.sort) shape += `|o${query.sort.join(',')}`;
  if (query.limit !== undefined) shape += query.limit === -1 ? '|l*' : '|l';
  if (query.offset !== undefined || query.page !== undefined) shape += '|p';
  if (query.alias) shape += `|al${JSON.stringify(query.alias)}`;
  return shape;
}

/** A `deep` level's options: the nested ones, and the grouping that makes its rows aggregates. */
function deepLevelShape(query: NestedQuery): string {
  let shape = nestedShape(query);
  if (query.aggregate) shape += `|a${JSON.stringify(query.aggregate)}`;
  if (query.groupBy) shape += `|g${query.groupBy.join(',')}`;
  return shape;
}

function deepShape(deep: Record<string, DeepQuery>): string {
  let shape = '{';
  for (const [field, level] of Object.entries(deep)) {
    shape += `${JSON.stringify(field)}:(${deepLevelShape(level.query)}${Object.keys(level.deep).length ? `|d${deepShape(level.deep)}` : ''})`;
  }
  return `${shape}}`;
}

export function filterShape(node: unknown): string {
  if (node === null || node === undefined) return 'n';
  if (node === true) return 't';
  if (node === false) return 'f';
  if (Array.isArray(node)) {
    // Lists of values bind as one parameter whatever their length; lists of filters are structure.
    if (node.every((item) => item === null || typeof item !== 'object' || item instanceof Date)) return '[v]';
    return `[${node.map(filterShape).join(',')}]`;
  }
  if (typeof node === 'object' && !(node instanceof Date)) {
    let shape = '{';
    for (const key in node) shape += `${JSON.stringify(key)}:${filterShape((node as Record<string, unknown>)[key])},`;
    return `${shape}}`;
  }
  return 'v';
}

/** Which kinds of columns a search term can match decides which columns the SQL compares. */
export function searchKind(term: string): string {
  const number = term.trim() === '' ? Number.NaN : Number(term);
  // 1e400 is Infinity: no column holds it, and MySQL would read a bound Infinity as a column name.
  const numeric = !Number.isFinite(number) ? '' : Number.isSafeInteger(number) ? 'i' : 'n';
  return `${numeric}${isUuid(term) ? 'u' : ''}`;
}
