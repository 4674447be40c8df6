import type { PrimaryKeyValue } from '../../core-schema.js';
import type { RegularCollections, Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';
import { deleteOneRequest } from '../resource-requests.js';
import { itemsPath } from './item-guards.js';

/**
 * Deletes one item: `DELETE /items/:collection/:key`; resolves to undefined (204).
 *
 * @example
 * await client.request(deleteItem('articles', 1));
 */
export function deleteItem<Schema = Untyped, Collection extends RegularCollections<Schema> = RegularCollections<Schema>>(
  collection: Collection,
  key: PrimaryKeyValue,
): RestCommand<void, Schema> {
  return () => deleteOneRequest(itemsPath(collection, 'deleteItem'), key);
}
