import type { FieldResponse } from '@tessera/shared';
import { forbiddenOrMissing } from '../../errors/error-helpers.js';
import type { SchemaOverview } from '../../schema/schema-overview.js';
import type { DataModelReader } from '../collections/data-model-access.js';
import { toFieldResponse } from './to-field-response.js';

/** Every field the reader may see, of one collection or of all; an unknown collection is FORBIDDEN. */
export function readFields(schema: SchemaOverview, reader: DataModelReader, collection?: string): FieldResponse[] {
  if (collection !== undefined && (!schema.collections[collection] || !reader.canReadCollection(collection))) throw forbiddenOrMissing();
  const collections = collection === undefined ? Object.values(schema.collections) : [schema.collections[collection]!];
  return collections
    .filter((entry) => reader.canReadCollection(entry.collection))
    .flatMap((entry) => Object.values(entry.fields).filter((field) => reader.canReadField(entry.collection, field.field)))
    .map((field) => toFieldResponse(schema, field));
}

export function readField(schema: SchemaOverview, reader: DataModelReader, collection: string, field: string): FieldResponse {
  const found = schema.collections[collection]?.fields[field];
  if (!found || !reader.canReadCollection(collection) || !reader.canReadField(collection, field)) throw forbiddenOrMissing();
  return toFieldResponse(schema, found);
}
