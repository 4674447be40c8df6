import { invalidPayload } from '../../errors/error-helpers.js';

/** One set of changes for some keys, as `PATCH /<collection>` bodies describe them. */
export interface BatchChange {
  keys: string[];
  data: unknown;
}

/**
 * `PATCH /` bodies of the standard CRUD table: an array of items that each carry their key, or
 * `{keys, data}`. `{query, data}` needs the query engine and is refused until it serves these routes.
 */
export function parseBatchUpdate(body: unknown, primaryKey = 'id'): BatchChange[] {
  if (Array.isArray(body)) {
    return body.map((item: unknown) => {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) throw invalidPayload('Each item must be an object');
      const { [primaryKey]: key, ...data } = item as Record<string, unknown>;
      if (typeof key !== 'string') throw invalidPayload(`"${primaryKey}" is required in each item`);
      return { keys: [key], data };
    });
  }
  if (typeof body === 'object' && body !== null && 'data' in body) {
    const { keys, query, data } = body as { keys?: unknown; query?: unknown; data: unknown };
    if (keys !== undefined) return [{ keys: keyList(keys), data }];
    if (query !== undefined) throw invalidPayload('Updating by "query" is not supported on this endpoint yet');
  }
  throw invalidPayload('Payload must be an array of items or an object with "keys" and "data"');
}

/** `DELETE /` bodies: an array of keys or `{keys}`. */
export function parseBatchDelete(body: unknown): string[] {
  if (Array.isArray(body)) return keyList(body);
  if (typeof body === 'object' && body !== null) {
    const { keys, query } = body as { keys?: unknown; query?: unknown };
    if (keys !== undefined) return keyList(keys);
    if (query !== undefined) throw invalidPayload('Deleting by "query" is not supported on this endpoint yet');
  }
  throw invalidPayload('Payload must be an array of keys or an object with "keys"');
}

function keyList(value: unknown): string[] {
  if (!Array.isArray(value) || value.some((key) => typeof key !== 'string' && typeof key !== 'number')) throw invalidPayload('"keys" must be an array of keys');
  return value.map(String);
}
