import type { MetaSpec } from '../fields/parse-meta.js';

/** `directus_collections` columns a client may set (spec section 3, collections), with their storage limits. */
export const COLLECTION_META_SPEC: MetaSpec = {
  icon: { kind: 'string', max: 30 },
  note: { kind: 'text' },
  display_template: { kind: 'string', max: 255 },
  hidden: { kind: 'boolean', nullable: false },
  singleton: { kind: 'boolean', nullable: false },
  translations: { kind: 'translations' },
  archive_field: { kind: 'string', max: 64 },
  archive_app_filter: { kind: 'boolean', nullable: false },
  archive_value: { kind: 'string', max: 255 },
  unarchive_value: { kind: 'string', max: 255 },
  sort_field: { kind: 'string', max: 64 },
  accountability: { kind: 'enum', values: ['all', 'activity', null] },
  color: { kind: 'string', max: 255 },
  item_duplication_fields: { kind: 'stringList' },
  sort: { kind: 'integer' },
  group: { kind: 'string', max: 64 },
  collapse: { kind: 'enum', values: ['open', 'closed', 'locked'] },
  preview_url: { kind: 'string', max: 255 },
  versioning: { kind: 'boolean', nullable: false },
  /** Tessera's own option (migration 0003): deletes keep a restorable copy. */
  trash: { kind: 'boolean', nullable: false },
};

/** Keys of a collection read back that a client may send again unchanged. */
export const IGNORED_COLLECTION_META_KEYS = ['collection', 'system'] as const;
