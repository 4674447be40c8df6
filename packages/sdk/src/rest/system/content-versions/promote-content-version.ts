import type { AllCollections, CollectionItem, Untyped } from '../../../schema-types.js';
import type { RestCommand } from '../../command.js';
import { versionPath } from './version-path.js';

/**
 * Promotes a content version: its changes (only `fields` when given) become the main item's.
 * `POST /versions/:id/promote` with `{ mainHash, fields? }`; `mainHash` comes from
 * {@link compareContentVersion} and must still be current (else the server answers 422). Resolves to
 * the main item's key.
 *
 * @example
 * const { mainHash } = await client.request(compareContentVersion(versionId));
 * await client.request(promoteContentVersion(versionId, mainHash, ['title']));
 */
export function promoteContentVersion<
  Schema = Untyped,
  Collection extends AllCollections<Schema> = AllCollections<Schema>,
  Item = CollectionItem<Schema, Collection>,
>(id: string, mainHash: string, fields?: readonly (keyof Item & string)[]): RestCommand<string | number, Schema> {
  return () => ({ path: versionPath(id, 'promote'), method: 'POST', body: { mainHash, ...(fields ? { fields } : {}) } });
}
