import type { Permissions } from '../../../../lib/permissions/permissions.js';
import type { CollectionMeta } from '../../../../lib/schema/types.js';
import { hasArchive } from './archive-filter.js';

/** What the collection page offers; each is left out when the user's role may not do it. */
export interface CollectionActions {
  create: boolean;
  /** Bulk edit of the selected items. */
  edit: boolean;
  archive: boolean;
  delete: boolean;
  /** Drag (and keyboard) reordering: update of the sort field. */
  sort: boolean;
  /** Rows can be selected when something can be done with a selection. */
  select: boolean;
}

/** The collection page's actions for the user, as the reference app decides them. */
export function collectionActions(
  collection: string,
  meta: CollectionMeta | null | undefined,
  permissions: Permissions,
): CollectionActions {
  const canUpdate = permissions.can(collection, 'update');
  const canUpdateField = (field: string | null | undefined) =>
    Boolean(field) && canUpdate && permissions.isFieldAllowed(collection, 'update', field ?? '');
  const canDelete = permissions.can(collection, 'delete');
  return {
    create: permissions.can(collection, 'create'),
    edit: canUpdate,
    archive: hasArchive(meta) && canUpdateField(meta?.archive_field),
    delete: canDelete,
    sort: canUpdateField(meta?.sort_field),
    select: canUpdate || canDelete,
  };
}
