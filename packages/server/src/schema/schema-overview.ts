import type { FieldType, RelationMetaResponse, RelationSchemaResponse } from '@tessera/shared';

/**
 * The in-memory model of the content schema: every collection with its fields and every relation,
 * built from the live database plus directus_collections / directus_fields / directus_relations.
 * Built once per schema version, never per request. Queries take identifiers only from here.
 */
export interface SchemaOverview {
  /** Changes on every rebuild; caches keyed by it (compiled queries, permission rules) go stale with it. */
  version: number;
  /** Null-prototype (see utils/name-table.ts): any name, `constructor` included, looks up only what exists. */
  collections: Record<string, CollectionOverview>;
  relations: RelationOverview[];
}

export interface CollectionOverview {
  collection: string;
  /** Primary key field name. */
  primary: string;
  singleton: boolean;
  /** `directus_collections.sort_field` */
  sortField: string | null;
  /** `all` (activity + revisions), `activity`, or null (nothing recorded). */
  accountability: 'all' | 'activity' | null;
  /** False for folders (`schema: null`) that group collections and have no table. */
  hasTable: boolean;
  isSystem: boolean;
  /** The `directus_collections` row as stored (JSON columns parsed), or null when none exists. */
  meta: Record<string, unknown> | null;
  /** Null-prototype, like `collections`. */
  fields: Record<string, FieldOverview>;
}

export interface FieldOverview {
  field: string;
  collection: string;
  type: FieldType;
  /** The database's own type name, or null for alias fields that have no column. */
  dbType: string | null;
  defaultValue: string | number | boolean | null;
  nullable: boolean;
  isPrimaryKey: boolean;
  isUnique: boolean;
  /** Auto-increment or otherwise filled by the database. */
  generated: boolean;
  maxLength: number | null;
  precision: number | null;
  scale: number | null;
  /** `directus_fields.special` split into flags (uuid, hash, conceal, cast-json, m2o, o2m, …). */
  special: string[];
  /** No column: o2m/m2m/m2a/translations aliases, groups, presentation fields. */
  alias: boolean;
  /** The `directus_fields` row as stored (JSON columns parsed), or null when none exists. */
  meta: Record<string, unknown> | null;
}

/** The reference's relation shape: many side (`collection`.`field`) → one side (`related_collection`). */
export interface RelationOverview {
  collection: string;
  field: string;
  /** Null for a many-to-any (a2o) relation, whose target is in `meta.one_collection_field`. */
  related_collection: string | null;
  schema: RelationSchema | null;
  meta: RelationMeta | null;
}

/** The foreign key, answered as it is. */
export type RelationSchema = RelationSchemaResponse;

/** The `directus_relations` row as answered, but `id` 0 (answered as null) for system relations that have no row. */
export type RelationMeta = Omit<RelationMetaResponse, 'id' | 'system'> & { id: number };
