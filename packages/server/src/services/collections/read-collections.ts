import type { CollectionResponse } from '@tessera/shared';
import { forbiddenOrMissing } from '../../errors/error-helpers.js';
import type { SchemaOverview } from '../../schema/schema-overview.js';
import type { DataModelReader } from './data-model-access.js';
import { toCollectionResponse } from './to-collection-response.js';

/** The collections (tables, with or without metadata, and folders) the reader may see; `keys` narrows them. */
export function readCollections(schema: SchemaOverview, reader: DataModelReader, keys?: readonly string[]): CollectionResponse[] {
  return Object.values(schema.collections)
    .filter((collection) => reader.canReadCollection(collection.collection) && (!keys || keys.includes(collection.collection)))
    .map(toCollectionResponse);
}

export function readCollection(schema: SchemaOverview, reader: DataModelReader, name: string): CollectionResponse {
  const collection = schema.collections[name];
  if (!collection || !reader.canReadCollection(name)) throw forbiddenOrMissing();
  return toCollectionResponse(collection);
}
