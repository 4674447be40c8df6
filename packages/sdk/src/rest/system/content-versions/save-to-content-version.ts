import type { AllCollections, CollectionItem, Untyped } from '../../../schema-types.js';
import type { RestCommand } from '../../command.js';
import { versionPath } from './version-path.js';

/**
 * Saves changes into a content version: `POST /versions/:id/save` with the changed fields. The
 * main item is not touched; the answer is the main item with all the version's changes over it.
 *
 * @example
 * await client.request(saveToContentVersion<Schema, 'articles'>(versionId, { title: 'Draft title' }));
 */
export function saveToContentVersion<
  Schema = Untyped,
  Collection extends AllCollections<Schema> = AllCollections<Schema>,
  Item = CollectionItem<Schema, Collection>,
>(id: string, item: Partial<Item>): RestCommand<Item, Schema> {
  return () => ({ path: versionPath(id, 'save'), method: 'POST', body: item });
}
