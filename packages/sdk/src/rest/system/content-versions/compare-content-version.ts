import type { AllCollections, CollectionItem, Untyped } from '../../../schema-types.js';
import type { RestCommand } from '../../command.js';
import { versionPath } from './version-path.js';

/** Answer of `GET /versions/:id/compare`. */
export interface ContentVersionComparison<Item> {
  /** The main item changed since the version was created. */
  outdated: boolean;
  /** The main item's current hash: what {@link promoteContentVersion} expects. */
  mainHash: string;
  /** The version's changes, all saves merged. */
  current: Partial<Item>;
  /** The main item. */
  main: Item;
}

/**
 * Compares a content version with its main item: `GET /versions/:id/compare`.
 *
 * @example
 * const { mainHash, current } = await client.request(compareContentVersion<Schema, 'articles'>(versionId));
 */
export function compareContentVersion<
  Schema = Untyped,
  Collection extends AllCollections<Schema> = AllCollections<Schema>,
  Item = CollectionItem<Schema, Collection>,
>(id: string): RestCommand<ContentVersionComparison<Item>, Schema> {
  return () => ({ path: versionPath(id, 'compare') });
}
