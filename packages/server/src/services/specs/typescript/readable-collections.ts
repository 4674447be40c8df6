import type { Access } from '../../../permissions/access.js';
import { relationOf } from '../../../query/relations/relation-index.js';
import type { CollectionOverview, FieldOverview, SchemaOverview } from '../../../schema/schema-overview.js';
import { interfaceNames } from './ts-names.js';

/** System collections REST serves as one object. */
const SYSTEM_SINGLETONS: ReadonlySet<string> = new Set(['directus_settings']);

/** A collection as the caller may read it: the fields `/fields` shows them, presentation aliases left out. */
export interface ReadableCollection {
  collection: string;
  typeName: string;
  overview: CollectionOverview;
  fields: FieldOverview[];
  singleton: boolean;
}

/**
 * Every collection with a table the caller may read, sorted by name (so names and output are
 * the same for the same schema), each with the fields its read rule allows in schema order. A
 * collection left with no field is absent: an empty interface would match every object.
 */
export function readableCollections(schema: SchemaOverview, access: Access): Map<string, ReadableCollection> {
  const entries: Array<Omit<ReadableCollection, 'typeName'>> = [];
  for (const name of Object.keys(schema.collections).sort()) {
    const overview = schema.collections[name]!;
    if (!overview.hasTable) continue;
    const rule = access.isAdmin ? null : access.rule(name, 'read');
    if (!access.isAdmin && !rule) continue;
    const fields = Object.values(overview.fields).filter(
      (field) => (!rule || rule.allFields || rule.fieldSet.has(field.field)) && (!field.alias || relationOf(schema, name, field.field)),
    );
    if (fields.length === 0) continue;
    entries.push({ collection: name, overview, fields, singleton: overview.singleton || SYSTEM_SINGLETONS.has(name) });
  }
  const names = interfaceNames(entries.map((entry) => entry.collection));
  return new Map(entries.map((entry) => [entry.collection, { ...entry, typeName: names.get(entry.collection)! }]));
}
