import type { FieldType } from '@tessera/shared';
import type { CollectionOverview, FieldOverview, RelationOverview, SchemaOverview } from '../../schema/schema-overview.js';
import { nameTable } from '../../utils/name-table.js';

type FieldSpec = FieldType | (Partial<FieldOverview> & { type: FieldType });

/** `articles.author → authors`, with `authors.articles` as the one-to-many alias when given. */
export interface RelationSpec {
  many: string;
  field: string;
  one: string;
  oneField?: string;
}

/**
 * A small SchemaOverview for unit tests: `{ articles: { id: 'integer', title: 'string' } }`; the
 * first field is the key. Relations name an m2o field and optionally its o2m alias (add it as an
 * `alias` field too).
 */
export function fixtureSchema(collections: Record<string, Record<string, FieldSpec>>, version = 1, relations: RelationSpec[] = []): SchemaOverview {
  // Null-prototype tables, as loadSchema builds them.
  const result = nameTable<CollectionOverview>();
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
      fields: nameTable(entries.map(([field, spec]) => [field, fieldOverview(name, field, spec, field === primary)])),
    };
  }
  return { version, collections: result, relations: relations.map(relationOverview) };
}

function relationOverview({ many, field, one, oneField }: RelationSpec, index: number): RelationOverview {
  return {
    collection: many,
    field,
    related_collection: one,
    schema: null,
    meta: {
      id: index + 1,
      many_collection: many,
      many_field: field,
      one_collection: one,
      one_field: oneField ?? null,
      one_collection_field: null,
      one_allowed_collections: null,
      junction_field: null,
      sort_field: null,
      one_deselect_action: 'nullify',
    },
  };
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
