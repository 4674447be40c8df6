import { raw, sql, type Fragment } from '../db/sql/fragment.js';
import { invalidQuery } from '../errors/error-helpers.js';
import { collectionOf, type CompileContext } from './compile-context.js';
import type { TableScope } from './table-scope.js';
import { functionExpression, parseFunctionKey } from './functions.js';
import { readableColumn } from './readable-column.js';
import { relationOf } from './relations/relation-index.js';
import { canOrderBy } from './comparable-types.js';

export interface SortTerm {
  expression: Fragment;
  descending: boolean;
}

/**
 * `sort` entries (`title`, `-date`, `author.name`, `year(date)`) → ORDER BY terms; many-to-one
 * paths join. The primary key ends every ordering so pages never overlap or skip rows.
 */
export function compileSort(ctx: CompileContext, scope: TableScope, sort: readonly string[]): SortTerm[] {
  const terms = sort.map((entry) => {
    const descending = entry.startsWith('-');
    return { expression: sortExpression(ctx, scope, descending ? entry.slice(1) : entry), descending };
  });
  const primary = scope.collection.primary;
  // The tie-breaker runs the same way as the last term, so an index on the sorted column (which
  // ends with the row key) still delivers rows in order without a sort step.
  if (!sort.some((entry) => entry.replace(/^-/, '') === primary))
    terms.push({ expression: scope.column(primary), descending: terms.at(-1)?.descending ?? false });
  return terms;
}

export function orderBy(terms: readonly SortTerm[]): Fragment {
  if (terms.length === 0) return raw('');
  let clause = raw('ORDER BY ');
  terms.forEach((term, index) => {
    clause = sql`${clause}${raw(index === 0 ? '' : ', ')}${term.expression} ${raw(term.descending ? 'DESC' : 'ASC')}`;
  });
  return clause;
}

function sortExpression(ctx: CompileContext, scope: TableScope, path: string): Fragment {
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  const functionKey = rest.length === 0 ? parseFunctionKey(head) : null;
  if (functionKey) return functionExpression(ctx, scope, functionKey.fn, functionKey.field, 'sort');
  const field = scope.collection.fields[head];
  if (!field) throw invalidQuery(`Invalid sort key "${path}" on "${scope.collection.collection}"`);
  if (rest.length === 0) {
    if (field.alias) throw invalidQuery(`Invalid sort key "${path}" on "${scope.collection.collection}"`);
    if (!canOrderBy(field.type)) throw invalidQuery(`Field "${path}" of type "${field.type}" can't be sorted`);
    return readableColumn(ctx, scope, head);
  }
  const relation = relationOf(ctx.schema, scope.collection.collection, head);
  if (relation?.type !== 'm2o') throw invalidQuery(`Sorting by "${path}" is not possible: only many-to-one fields can be followed`);
  const joined = scope.joinManyToOne(ctx, head, collectionOf(ctx, relation.related));
  return sortExpression(ctx, joined, rest.join('.'));
}

/** The sort a level uses when the query gives none: the collection's sort field, else the key. */
export function defaultSort(scope: TableScope, preferred: string | null = null): string[] {
  const field = preferred ?? scope.collection.sortField;
  return field && scope.collection.fields[field] ? [field] : [scope.collection.primary];
}
