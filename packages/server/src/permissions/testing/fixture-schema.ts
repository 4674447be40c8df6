import type { FieldType } from '@tessera/shared';
import type { CollectionOverview, FieldOverview, SchemaOverview } from '../../schema/schema-overview.js';

type FieldSpec = FieldType | (Partial<FieldOverview> & { type: FieldType });

/** A small SchemaOverview for unit tests: `{ articles: { id: 'integer', title: 'string' } }`; the first field is the key. */
export function fixtureSchema(collections: Record<string, Record<string, FieldSpec>>, version = 1): SchemaOverview {
  const result: Record<string, CollectionOverview> = {};
  for (const [name, fields] of Object.entries(collections)) {
    const entries = Object.entries(fields);
    const primary = entries[0]?.[0] ?? 'id';
    result[name] = {
      collection: name,
      primary,
      singleton: false,
      sortField: null,
      accountability: null,
      hasTable: true,
      isSystem: name.startsWith('directus_'),
      meta: null,
      fields: Object.fromEntries(entries.map(([field, spec]) => [field, fieldOverview(name, field, spec, field === primary)])),
    };
  }
  return { version, collections: result, relations: [] };
}

function fieldOverview(collection: string, field: string, spec: FieldSpec, isPrimaryKey: boolean): FieldOverview {
  const partial = typeof spec === 'string' ? { type: spec } : spec;
  return {
    field,
    collection,
    dbType: partial.type === 'alias' ? null : partial.type,
    defaultValue: null,
    nullable: !isPrimaryKey,
    isPrimaryKey,
    isUnique: isPrimaryKey,
    generated: isPrimaryKey && partial.type === 'integer',
    maxLength: null,
    precision: null,
    scale: null,
    special: [],
    alias: partial.type === 'alias',
    meta: null,
    ...partial,
  };
}
