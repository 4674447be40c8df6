import type { KeysOrQueryOf } from '../../query/query-types.js';
import type { CollectionItem, RegularCollections, Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';
import { deleteManyRequest } from '../resource-requests.js';
import { itemsPath } from './item-guards.js';

/**
 * Deletes several items: `DELETE /items/:collection` with `{ keys }` or `{ query }`.
 *
 * @example
 * await client.request(deleteItems('articles', [1, 2, 3]));
 */
export function deleteItems<Schema = Untyped, Collection extends RegularCollections<Schema> = RegularCollections<Schema>>(
  collection: Collection,
  keysOrQuery: KeysOrQueryOf<Schema, CollectionItem<Schema, Collection>>,
): RestCommand<void, Schema> {
  return () => deleteManyRequest(itemsPath(collection, 'deleteItems'), keysOrQuery);
}
