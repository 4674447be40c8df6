import type { Filter } from '../../../../lib/filter/filter-tree.js';
import type { CollectionMeta } from '../../../../lib/schema/types.js';

export type ArchiveMode = 'unarchived' | 'archived' | 'all';

/** Whether the collection has an archive the app filters on (collection `archive_field`). */
export function hasArchive(meta: CollectionMeta | null | undefined): boolean {
  return Boolean(meta?.archive_field) && meta?.archive_app_filter !== false;
}

/** The filter that hides (or shows only) archived items. */
export function archiveFilter(meta: CollectionMeta | null | undefined, mode: ArchiveMode): Filter | null {
  if (!hasArchive(meta) || mode === 'all' || !meta?.archive_field) return null;
  const value = meta.archive_value ?? 'archived';
  return { [meta.archive_field]: mode === 'archived' ? { _eq: value } : { _neq: value } };
}

/** Several filters that must all hold, as one. */
export function combineFilters(...filters: (Filter | null | undefined)[]): Filter | undefined {
  const present = filters.filter((filter): filter is Filter => Boolean(filter && Object.keys(filter).length > 0));
  if (present.length === 0) return undefined;
  return present.length === 1 ? present[0] : { _and: present };
}
