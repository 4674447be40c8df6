import { relationOf } from '../../../query/relations/relation-index.js';
import type { FieldOverview, SchemaOverview } from '../../../schema/schema-overview.js';
import type { ReadableCollection } from './readable-collections.js';
import { scalarType } from './ts-scalar-type.js';

/**
 * The type of one field in the shape the SDK's Schema expects: a relation is `Key | Related`
 * (m2o, and the junction's `item` of a many-to-any as `Key | A | B`) or `Key[] | Related[]`
 * (o2m, m2m and m2a aliases). A related collection the caller may not read stays its key.
 */
export function fieldTypeText(
  schema: SchemaOverview,
  collection: string,
  field: FieldOverview,
  readable: ReadonlyMap<string, ReadableCollection>,
): string {
  const info = relationOf(schema, collection, field.field);
  if (info?.type === 'o2m') {
    const key = primaryKeyType(schema, info.related);
    const list = key.includes('|') ? `(${key})[]` : `${key}[]`;
    const related = readable.get(info.related);
    return related ? `${list} | ${related.typeName}[]` : list;
  }
  const parts = [scalarType(field)];
  if (info?.type === 'm2o') {
    const related = readable.get(info.related);
    if (related) parts.push(related.typeName);
  } else if (info?.type === 'a2o') {
    for (const target of [...info.allowed].sort()) {
      const related = readable.get(target);
      if (related) parts.push(related.typeName);
    }
  }
  // `unknown` already holds null.
  if (field.nullable && !field.isPrimaryKey && parts[0] !== 'unknown') parts.push('null');
  return parts.join(' | ');
}

function primaryKeyType(schema: SchemaOverview, collection: string): string {
  const overview = schema.collections[collection];
  const primary = overview?.fields[overview.primary];
  return primary ? scalarType(primary) : 'string | number';
}
