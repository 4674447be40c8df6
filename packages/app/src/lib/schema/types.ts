/** Shapes of the data-model endpoints (`/collections`, `/fields`, `/relations`), api-reference §2. */

export type PrimaryKey = string | number;

/** One row of any collection as the API returns it. */
export type Item = Record<string, unknown>;

export interface CollectionMeta {
  collection: string;
  icon?: string | null;
  note?: string | null;
  color?: string | null;
  display_template?: string | null;
  hidden?: boolean;
  singleton?: boolean;
  archive_field?: string | null;
  archive_app_filter?: boolean;
  archive_value?: string | null;
  unarchive_value?: string | null;
  sort_field?: string | null;
  accountability?: 'all' | 'activity' | null;
  item_duplication_fields?: string[] | null;
  sort?: number | null;
  group?: string | null;
  collapse?: 'open' | 'closed' | 'locked' | null;
}

export interface Collection {
  collection: string;
  meta: CollectionMeta | null;
  /** null for folder (alias) collections that have no table. */
  schema: { name: string } | null;
}

export interface FieldCondition {
  name?: string;
  rule: Record<string, unknown>;
  readonly?: boolean;
  hidden?: boolean;
  required?: boolean;
  options?: Record<string, unknown>;
}

export interface FieldMeta {
  id?: number;
  collection?: string;
  field?: string;
  special?: string[] | null;
  interface?: string | null;
  options?: Record<string, unknown> | null;
  display?: string | null;
  display_options?: Record<string, unknown> | null;
  readonly?: boolean;
  hidden?: boolean;
  sort?: number | null;
  width?: 'half' | 'full' | 'fill' | null;
  group?: string | null;
  note?: string | null;
  conditions?: FieldCondition[] | null;
  required?: boolean;
  validation?: Record<string, unknown> | null;
  validation_message?: string | null;
}

export interface FieldSchema {
  name?: string;
  data_type?: string;
  default_value?: unknown;
  max_length?: number | null;
  is_nullable?: boolean;
  is_unique?: boolean;
  is_primary_key?: boolean;
  is_generated?: boolean;
  has_auto_increment?: boolean;
  foreign_key_table?: string | null;
  foreign_key_column?: string | null;
}

export interface Field {
  collection: string;
  field: string;
  type: string;
  schema: FieldSchema | null;
  meta: FieldMeta | null;
}

export interface RelationMeta {
  many_collection: string;
  many_field: string;
  one_collection: string | null;
  one_field: string | null;
  one_collection_field?: string | null;
  one_allowed_collections?: string[] | null;
  junction_field: string | null;
  sort_field?: string | null;
  one_deselect_action?: 'nullify' | 'delete';
}

export interface Relation {
  collection: string;
  field: string;
  related_collection: string | null;
  meta: RelationMeta | null;
}
