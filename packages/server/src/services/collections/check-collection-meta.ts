import type { FieldType } from '@tessera/shared';
import type { SchemaOverview } from '../../schema/schema-overview.js';
import type { Problems } from '../fields/problems.js';

/** What the collection options need to know about one field of the collection. */
export interface FieldFacts {
  type: FieldType;
  isPrimaryKey: boolean;
  isForeignKey: boolean;
}

const SORTABLE_TYPES: readonly FieldType[] = ['integer', 'bigInteger', 'float', 'decimal'];

/**
 * The options that name other things must name real ones: the sort field is numeric and neither
 * the primary nor a foreign key (spec section 5), the archive field exists, the group is another
 * existing collection and no group contains itself.
 */
export function checkCollectionMeta(
  schema: SchemaOverview,
  collection: string,
  meta: Record<string, unknown>,
  fields: ReadonlyMap<string, FieldFacts>,
  problems: Problems,
): void {
  const sortField = meta.sort_field;
  if (typeof sortField === 'string') {
    const facts = fields.get(sortField);
    if (!facts) problems.add(`Sort field "${sortField}" doesn't exist in collection "${collection}"`);
    else if (!SORTABLE_TYPES.includes(facts.type))
      problems.add(`Sort field "${sortField}" must be numeric (integer, bigInteger, float or decimal), not ${facts.type}`);
    else if (facts.isPrimaryKey || facts.isForeignKey) problems.add(`Sort field "${sortField}" can't be the primary key or a foreign key`);
  }
  if (typeof meta.archive_field === 'string' && !fields.has(meta.archive_field)) {
    problems.add(`Archive field "${meta.archive_field}" doesn't exist in collection "${collection}"`);
  }
  if (typeof meta.item_duplication_fields === 'string') {
    const missing = (JSON.parse(meta.item_duplication_fields) as string[]).filter((field) => !fields.has(field.split('.')[0]!));
    if (missing.length > 0)
      problems.add(`Duplication fields ${missing.map((f) => `"${f}"`).join(', ')} don't exist in collection "${collection}"`);
  }
  if (typeof meta.group === 'string') checkGroup(schema, collection, meta.group, problems);
}

function checkGroup(schema: SchemaOverview, collection: string, group: string, problems: Problems): void {
  if (!schema.collections[group] || schema.collections[group].isSystem) {
    problems.add(`Group "${group}" isn't a collection or folder`);
    return;
  }
  let cursor: string | null = group;
  const seen = new Set<string>();
  while (cursor !== null && !seen.has(cursor)) {
    if (cursor === collection) {
      problems.add(`Collection "${collection}" can't be placed inside itself (through group "${group}")`);
      return;
    }
    seen.add(cursor);
    const parent: unknown = schema.collections[cursor]?.meta?.group;
    cursor = typeof parent === 'string' ? parent : null;
  }
}

/** The facts of the fields of an existing collection. */
export function factsOf(schema: SchemaOverview, collection: string): Map<string, FieldFacts> {
  const overview = schema.collections[collection];
  const facts = new Map<string, FieldFacts>();
  for (const field of Object.values(overview?.fields ?? {})) {
    const isForeignKey = schema.relations.some((r) => r.collection === collection && r.field === field.field);
    facts.set(field.field, { type: field.type, isPrimaryKey: field.isPrimaryKey, isForeignKey });
  }
  return facts;
}
