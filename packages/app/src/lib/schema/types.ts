/**
 * Shapes of the data-model endpoints (`/collections`, `/fields`, `/relations`), api-reference §2.
 * The wire types are defined once in `@tessera/shared` (the server builds them, the SDK reads
 * them); these are the app's names for them. Members the wire types leave `unknown` (options,
 * conditions, validation) are read through the typed readers in `field-meta.ts`.
 */
import type {
  CollectionMetaResponse,
  CollectionResponse,
  FieldMetaResponse,
  FieldResponse,
  FieldSchemaResponse,
  RelationMetaResponse,
  RelationResponse,
} from '@tessera/shared';

export type PrimaryKey = string | number;

/** One row of any collection as the API returns it. */
export type Item = Record<string, unknown>;

export type CollectionMeta = CollectionMetaResponse;
export type Collection = CollectionResponse;
export type FieldMeta = FieldMetaResponse;
export type FieldSchema = FieldSchemaResponse;
export type Field = FieldResponse;
export type RelationMeta = RelationMetaResponse;
export type Relation = RelationResponse;

/** One entry of a field's `meta.conditions` (stored as JSON; read with `fieldConditions`). */
export interface FieldCondition {
  name?: string;
  rule: Record<string, unknown>;
  readonly?: boolean;
  hidden?: boolean;
  required?: boolean;
  options?: Record<string, unknown>;
}
