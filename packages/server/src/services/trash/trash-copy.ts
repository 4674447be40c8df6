import type { CollectionOverview } from '../../schema/schema-overview.js';
import type { OperationContext } from '../items/operation-context.js';
import type { PrimaryKey } from '../items/primary-key.js';

/**
 * Key of a trash revision's `data` holding the item's one-to-many links. Field names are letters,
 * digits and underscores (fields/validate-name.ts), so no field can clash with it.
 */
export const TRASH_LINKS_KEY = '$links';

/** Key of a trash revision's `delta` once its item was restored: the copy is used up. */
export const TRASH_RESTORED_KEY = '$restored';

/** What a revision stores in place of a concealed or hashed value: never written back. */
export const CONCEALED = '**********';

/** The rows of `collection` whose `field` pointed at the deleted item. */
export interface TrashLink {
  collection: string;
  field: string;
  keys: PrimaryKey[];
}

/** Whether deletes in `collection` keep a restorable copy (`meta.trash`; user collections only). */
export function keepsTrash(collection: CollectionOverview): boolean {
  return collection.hasTable && !collection.isSystem && collection.meta?.trash === true;
}

/** The same context acting as the server: trash bookkeeping reads rows the caller may not see. */
export function asServer(ctx: OperationContext): OperationContext {
  const server = { ...ctx };
  delete server.permissions;
  return server;
}
