import { systemAccountability, type CollectionMetaResponse, type CollectionResponse } from '@tessera/shared';
import type { CollectionOverview } from '../../schema/schema-overview.js';

/** Options of every system collection; a few differ (spec section 5: settings is a singleton, users archive by status). */
const SYSTEM_META_DEFAULTS = {
  icon: null,
  note: null,
  display_template: null,
  hidden: false,
  singleton: false,
  translations: null,
  archive_field: null,
  archive_app_filter: true,
  archive_value: null,
  unarchive_value: null,
  sort_field: null,
  accountability: 'all',
  color: null,
  item_duplication_fields: null,
  sort: null,
  group: null,
  collapse: 'open',
  preview_url: null,
  versioning: false,
} satisfies Omit<CollectionMetaResponse, 'collection'>;

const SYSTEM_META_OVERRIDES: Record<string, Partial<CollectionMetaResponse>> = {
  directus_settings: { singleton: true },
  directus_users: { archive_field: 'status', archive_value: 'archived', unarchive_value: 'draft' },
};

/** A collection in the reference's wire shape: `{collection, meta, schema}`. */
export function toCollectionResponse(collection: CollectionOverview): CollectionResponse {
  return {
    collection: collection.collection,
    // A stored `directus_collections` row (booleans and JSON columns normalized) is the wire meta as it is.
    meta: collection.meta
      ? storedMeta(collection.meta as unknown as CollectionMetaResponse)
      : collection.isSystem
        ? systemMeta(collection.collection)
        : null,
    schema: collection.hasTable ? { name: collection.collection } : null,
  };
}

function systemMeta(name: string): CollectionMetaResponse {
  return {
    collection: name,
    ...SYSTEM_META_DEFAULTS,
    accountability: systemAccountability(name),
    ...SYSTEM_META_OVERRIDES[name],
    system: true,
  };
}

/**
 * `trash` is Tessera's own option: answered only where it is on, so a collection's meta has exactly
 * the reference's keys unless the option is used (clients that compare metas key by key see no change).
 */
function storedMeta(meta: CollectionMetaResponse): CollectionMetaResponse {
  if (meta.trash === true || !Object.hasOwn(meta, 'trash')) return meta;
  const { trash: _off, ...rest } = meta;
  return rest;
}
