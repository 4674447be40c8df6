import { invalidQuery } from '../../errors/error-helpers.js';
import { isPlainObject } from '../../utils/is-plain-object.js';
import { nameTable } from '../../utils/name-table.js';
import type { ReadModel } from './collection-meta.js';

const MAX_WALK_DEPTH = 500;

/**
 * A `<collection>_filter` argument (already checked against its input type by GraphQL) → the REST
 * filter it means: `<field>_func: {year: …}` becomes `year(<field>)`, `<m2a>__<collection>` becomes
 * `<m2a>:<collection>`, relational keys recurse into the related collection. The REST parser
 * then checks and resolves it exactly as for `/items`.
 */
export function translateFilter(model: ReadModel, collection: string, filter: unknown, depth = 0): Record<string, unknown> {
  if (!isPlainObject(filter)) throw invalidQuery('"filter" must be an object');
  // REST's parser bounds the depth to MAX_JSON_DEPTH afterwards; this only keeps the walk off the stack's end.
  if (depth > MAX_WALK_DEPTH) throw invalidQuery(`"filter" is nested deeper than ${MAX_WALK_DEPTH} levels`);
  const next = (target: string, value: unknown) => translateFilter(model, target, value, depth + 1);
  const meta = model.collections.get(collection);
  const out = nameTable<unknown>();
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    if (key === '_and' || key === '_or') {
      if (!Array.isArray(value)) throw invalidQuery(`"${key}" must be a list`);
      out[key] = value.filter((entry) => entry !== null).map((entry) => next(collection, entry));
      continue;
    }
    if (key === '_some' || key === '_none') {
      out[key] = next(collection, value);
      continue;
    }
    const entry = meta?.filterKeys.get(key);
    if (!entry) {
      // An operator of a field (`_eq`, …) is passed on as it is; anything else was refused by GraphQL.
      out[key] = value;
      continue;
    }
    if (entry.kind === 'field') out[key] = value;
    else if (entry.kind === 'func') {
      if (!isPlainObject(value)) continue;
      for (const [part, operators] of Object.entries(value)) if (operators !== undefined) out[`${part}(${entry.field})`] = operators;
    } else if (entry.kind === 'relation') out[entry.field] = next(entry.related, value);
    else out[`${entry.field}:${entry.related}`] = next(entry.related, value);
  }
  return out;
}
