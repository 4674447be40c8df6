import type { SchemaOverview } from '../../schema/schema-overview.js';
import { nameTable } from '../../utils/name-table.js';

/** What an apply has removed so far, whose tables and columns are only dropped when the change ends. */
export class Removed {
  readonly collections = new Set<string>();
  readonly fields = new Set<string>();

  static key(collection: string, field: string): string {
    return `${collection}\u0000${field}`;
  }

  /** Records a collection's removal and what goes with it: relations at either end, other collections' keys pointing at it. */
  collection(schema: SchemaOverview, name: string): void {
    this.collections.add(name);
    for (const relation of schema.relations)
      if (relation.related_collection === name) this.fields.add(Removed.key(relation.collection, relation.field));
  }

  field(collection: string, field: string): void {
    this.fields.add(Removed.key(collection, field));
  }
}

/**
 * The model without what was removed earlier in the same change. Tables and columns are dropped
 * last (so a failure can still be taken back), and until then the database still shows them; a
 * later step must not see them and remove them again.
 */
export function withoutRemoved(schema: SchemaOverview, removed: Removed): SchemaOverview {
  if (removed.collections.size === 0 && removed.fields.size === 0) return schema;
  const collections = nameTable(
    Object.values(schema.collections)
      .filter((collection) => !removed.collections.has(collection.collection))
      .map((collection) => {
        const fields = nameTable(
          Object.values(collection.fields)
            .filter((field) => !removed.fields.has(Removed.key(collection.collection, field.field)))
            .map((field) => [field.field, field] as const),
        );
        return [collection.collection, { ...collection, fields }] as const;
      }),
  );
  const relations = schema.relations.filter(
    (relation) =>
      !removed.collections.has(relation.collection) &&
      !(relation.related_collection !== null && removed.collections.has(relation.related_collection)) &&
      !removed.fields.has(Removed.key(relation.collection, relation.field)),
  );
  return { ...schema, collections, relations };
}
