import { invalidPayload } from '../../errors/error-helpers.js';
import type { Query } from '../../query/query.js';
import type { OperationContext } from '../items/operation-context.js';
import { readItems } from '../items/read-items.js';
import { writeSelection } from '../permissions/guard-writes.js';
import { isPlainObject } from '../../utils/is-plain-object.js';

export interface BatchChange {
  keys: unknown[];
  data: unknown;
}

/**
 * `PATCH /` bodies of the standard CRUD table as changes: an array of items carrying their key,
 * `{keys, data}`, or `{query, data}` (the items the query selects among those the caller may change).
 */
export async function batchChanges(
  op: OperationContext,
  collection: string,
  body: unknown,
  parseQuery: (raw: Record<string, unknown>) => Query,
): Promise<BatchChange[]> {
  const primary = op.schema.collections[collection]!.primary;
  if (Array.isArray(body)) {
    return body.map((item: unknown) => {
      if (!isPlainObject(item) || item[primary] === undefined || item[primary] === null)
        throw invalidPayload(`Each item has to be an object with its primary key "${primary}"`);
      const { [primary]: key, ...data } = item;
      return { keys: [key], data };
    });
  }
  if (isPlainObject(body) && Array.isArray(body.keys)) return [{ keys: body.keys, data: body.data }];
  if (isPlainObject(body) && isPlainObject(body.query)) {
    const { data } = await readItems(writeSelection(op, collection, 'update'), collection, {
      ...parseQuery(body.query),
      fields: [primary],
    });
    return [{ keys: data.map((row) => row[primary]), data: body.data }];
  }
  throw invalidPayload('The body has to be an array of items, or an object with "keys" or "query" and "data"');
}
