import { invalidPayload } from '../../errors/error-helpers.js';
import { isPlainObject } from '../../query/parse-query.js';
import type { Query } from '../../query/query.js';
import type { OperationContext } from '../items/operation-context.js';
import { readItems } from '../items/read-items.js';
import { writeSelection } from '../permissions/guard-writes.js';

export interface BatchChange {
  keys: unknown[];
  data: unknown;
}

/**
 * `PATCH /` bodies of the standard CRUD table as changes: an array of items carrying their key,
 * `{keys, data}`, or `{query, data}` (the items the query selects among those the caller may change).
 */
export async function changesFromBody(op: OperationContext, collection: string, body: unknown, parseQuery: (raw: Record<string, unknown>) => Query): Promise<BatchChange[]> {
  if (Array.isArray(body)) {
    return body.map((item: unknown) => {
      if (!isPlainObject(item) || item.id === undefined || item.id === null) throw invalidPayload('Each item has to be an object with its primary key "id"');
      const { id, ...data } = item;
      return { keys: [id], data };
    });
  }
  if (isPlainObject(body) && Array.isArray(body.keys)) return [{ keys: body.keys, data: body.data }];
  if (isPlainObject(body) && isPlainObject(body.query)) return [{ keys: await selectKeys(op, collection, 'update', parseQuery(body.query)), data: body.data }];
  throw invalidPayload('The body has to be an array of items, or an object with "keys" or "query" and "data"');
}

/** `DELETE /` bodies as keys: an array of keys, `{keys}`, or `{query}`. */
export async function keysFromBody(op: OperationContext, collection: string, body: unknown, parseQuery: (raw: Record<string, unknown>) => Query): Promise<unknown[]> {
  if (Array.isArray(body)) return body;
  if (isPlainObject(body) && Array.isArray(body.keys)) return body.keys;
  if (isPlainObject(body) && isPlainObject(body.query)) return selectKeys(op, collection, 'delete', parseQuery(body.query));
  throw invalidPayload('The body has to be an array of keys, or an object with "keys" or "query"');
}

async function selectKeys(op: OperationContext, collection: string, action: 'update' | 'delete', query: Query): Promise<unknown[]> {
  const { data } = await readItems(writeSelection(op, collection, action), collection, { ...query, fields: ['id'] });
  return data.map((row) => row.id);
}
