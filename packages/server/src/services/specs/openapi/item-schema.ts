import { relationOf } from '../../../query/relations/relation-index.js';
import type { FieldOverview, SchemaOverview } from '../../../schema/schema-overview.js';
import { nameTable } from '../../../utils/name-table.js';
import { fieldSchema, valueSchema } from './field-schema.js';
import { ref, type JsonSchema } from './openapi-types.js';

/** Which component schema describes each collection of the document (absent: not in it). */
export type SchemaNameOf = (collection: string) => string | undefined;

/**
 * The item schema of `collection` with the given (readable) fields. A relational field is a key or
 * the related item (m2o), a list of those (o2m, m2m), or any allowed item (m2a's `item`); when the
 * related collection is not in the document, only its key. Properties are a null-prototype table:
 * a field named `__proto__` is a property like any other.
 */
export function itemSchema(schema: SchemaOverview, collection: string, fields: readonly FieldOverview[], nameOf: SchemaNameOf): JsonSchema {
  const properties = nameTable<JsonSchema>();
  for (const field of fields) {
    const property = fieldProperty(schema, collection, field, nameOf);
    if (property) properties[field.field] = property;
  }
  return { type: 'object', properties, 'x-collection': collection };
}

function fieldProperty(schema: SchemaOverview, collection: string, field: FieldOverview, nameOf: SchemaNameOf): JsonSchema | null {
  const info = relationOf(schema, collection, field.field);
  if (info?.type === 'm2o') {
    const related = nameOf(info.related);
    if (!related) return fieldSchema(field);
    const oneOf: JsonSchema[] = [keySchema(schema, info.related), ref('schemas', related)];
    if (field.nullable) oneOf.push({ type: 'null' });
    return withNote({ oneOf }, field);
  }
  if (info?.type === 'o2m') {
    const related = nameOf(info.related);
    if (!related) return null;
    return withNote({ type: 'array', items: { oneOf: [keySchema(schema, info.related), ref('schemas', related)] } }, field);
  }
  if (info?.type === 'a2o') {
    const refs = info.allowed.flatMap((target) => {
      const name = nameOf(target);
      return name ? [ref('schemas', name)] : [];
    });
    const anyOf: JsonSchema[] = [{ type: ['string', 'integer'] }, ...refs, { type: 'null' }];
    return withNote({ anyOf }, field);
  }
  // Groups and presentation fields have no value.
  if (field.alias) return null;
  return fieldSchema(field);
}

/** The schema of a collection's primary key values. */
function keySchema(schema: SchemaOverview, collection: string): JsonSchema {
  const overview = schema.collections[collection];
  const primary = overview?.fields[overview.primary];
  if (!primary) return { type: ['string', 'integer'] };
  return valueSchema(primary);
}

function withNote(property: JsonSchema, field: FieldOverview): JsonSchema {
  const note = field.meta?.note;
  return typeof note === 'string' && note !== '' ? { ...property, description: note } : property;
}
