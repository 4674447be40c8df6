import type { FieldType } from './field-types.js';

/**
 * What `/collections`, `/fields` and `/relations` answer (api-reference section 2, "Response
 * shapes"): one definition for the server that builds these and the SDK that reads them.
 * `meta.system` is true on the rows the server makes up for system collections, fields and
 * relations; those rows have no stored id, so a field's or relation's `meta.id` is null there.
 */

/** A `directus_collections` row. */
export interface CollectionMetaResponse {
  collection: string;
  icon: string | null;
  note: string | null;
  color: string | null;
  display_template: string | null;
  hidden: boolean;
  singleton: boolean;
  translations: { language: string; translation: string; singular: string; plural: string }[] | null;
  preview_url: string | null;
  versioning: boolean;
  /** Tessera only (absent from Directus): deleted items keep a restorable copy (`POST /utils/restore/:collection/:key`). */
  trash?: boolean;
  archive_field: string | null;
  archive_app_filter: boolean;
  archive_value: string | null;
  unarchive_value: string | null;
  sort_field: string | null;
  accountability: 'all' | 'activity' | null;
  item_duplication_fields: string[] | null;
  sort: number | null;
  group: string | null;
  collapse: 'open' | 'closed' | 'locked';
  system?: boolean;
}

export interface CollectionResponse {
  collection: string;
  meta: CollectionMetaResponse | null;
  /** The table (`{name}` from Tessera; other servers add database details), or null for a folder. */
  schema: { name: string; comment?: string | null; [key: string]: unknown } | null;
}

/** A `directus_fields` row, `special` as a list. */
export interface FieldMetaResponse {
  id: number | null;
  collection: string;
  field: string;
  special: string[] | null;
  interface: string | null;
  options: unknown;
  display: string | null;
  display_options: unknown;
  readonly: boolean;
  hidden: boolean;
  sort: number | null;
  width: string | null;
  group: string | null;
  translations: unknown;
  note: string | null;
  conditions: unknown;
  required: boolean;
  validation: unknown;
  validation_message: string | null;
  system?: boolean;
}

/** The column; null for alias fields. */
export interface FieldSchemaResponse {
  name: string;
  table: string;
  data_type: string;
  default_value: unknown;
  max_length: number | null;
  numeric_precision: number | null;
  numeric_scale: number | null;
  is_nullable: boolean;
  is_unique: boolean;
  is_primary_key: boolean;
  is_generated: boolean;
  generation_expression: string | null;
  has_auto_increment: boolean;
  foreign_key_table: string | null;
  foreign_key_column: string | null;
  comment: string | null;
}

export interface FieldResponse {
  collection: string;
  field: string;
  type: FieldType;
  schema: FieldSchemaResponse | null;
  meta: FieldMetaResponse | null;
}

/** The foreign key; null where the relation has none (m2a, or metadata only). */
export interface RelationSchemaResponse {
  constraint_name: string | null;
  table: string;
  column: string;
  foreign_key_table: string;
  foreign_key_column: string;
  on_update: string | null;
  on_delete: string | null;
}

/** A `directus_relations` row, `one_allowed_collections` as a list. */
export interface RelationMetaResponse {
  id: number | null;
  many_collection: string;
  many_field: string;
  one_collection: string | null;
  one_field: string | null;
  one_collection_field: string | null;
  one_allowed_collections: string[] | null;
  junction_field: string | null;
  sort_field: string | null;
  one_deselect_action: 'nullify' | 'delete';
  system?: boolean;
}

/** Many side (`collection`.`field`) → one side (`related_collection`, null for a many-to-any). */
export interface RelationResponse {
  collection: string;
  field: string;
  related_collection: string | null;
  schema: RelationSchemaResponse | null;
  meta: RelationMetaResponse | null;
}
