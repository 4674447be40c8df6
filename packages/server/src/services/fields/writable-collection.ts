import { forbiddenOrMissing } from '../../errors/error-helpers.js';
import type { CollectionOverview, SchemaOverview } from '../../schema/schema-overview.js';

/**
 * The collection a data model write names in its URL. Missing collections and system
 * collections both answer FORBIDDEN: system collections are described, never changed, here.
 */
export function writableCollection(schema: SchemaOverview, name: string): CollectionOverview {
  const collection = schema.collections[name];
  if (!collection || collection.isSystem || name.toLowerCase().startsWith('directus_')) throw forbiddenOrMissing();
  return collection;
}
