import type { FieldType } from '@tessera/shared';
import type { ReferentialAction } from '../../db/dialects/column-definition.js';
import type { Dialect } from '../../db/dialects/dialect.js';
import type { SchemaOverview } from '../../schema/schema-overview.js';
import type { Problems } from '../fields/problems.js';
import { nameProblem } from '../fields/validate-name.js';

/** A relation as it will be after the write: meta in storage form (one_allowed_collections as CSV). */
export interface PlannedRelation {
  collection: string;
  field: string;
  relatedCollection: string | null;
  meta: Record<string, unknown>;
}

const SORTABLE: readonly FieldType[] = ['integer', 'bigInteger', 'float', 'decimal'];

/** Key types a foreign key can pair (MySQL also needs equal integer sizes: its dialect converts the column). */
/** A `string` field holding a uuid key, or the reverse, where the database does not compare key types (the reference's SQLite snapshots). */
function textKeyOnLooseDatabase(fieldType: FieldType, keyType: FieldType, dialect: Dialect): boolean {
  const text = new Set<FieldType>(['string', 'uuid']);
  return dialect.foreignKeysIgnoreTypes && text.has(fieldType) && text.has(keyType);
}

function keyFamily(type: FieldType): string {
  return type === 'bigInteger' ? 'integer' : type;
}

/**
 * Everything a relation names must exist and fit: the many field is a real column (not the key),
 * the related collection a table whose key has the field's type, the o2m alias a free name on
 * the one side, and an m2a's allowed collections and collection field real.
 */
export function checkRelation(schema: SchemaOverview, planned: PlannedRelation, dialect: Dialect, problems: Problems): void {
  const { collection, field, relatedCollection, meta } = planned;
  const many = schema.collections[collection];
  const manyField = many?.fields[field];
  if (!many?.hasTable) problems.add(`Collection "${collection}" doesn't exist`);
  else if (!manyField) problems.add(`Field "${field}" doesn't exist in collection "${collection}"`);
  else if (manyField.alias) problems.add(`Field "${collection}.${field}" is an alias and can't hold a reference`);
  else if (manyField.isPrimaryKey) problems.add(`The primary key of "${collection}" can't be a foreign key`);
  if (relatedCollection !== null) checkRelated(schema, planned, manyField?.type, dialect, problems);
  else checkManyToAny(schema, planned, manyField?.type, problems);
  const fieldOf = (name: unknown) => (typeof name === 'string' ? many?.fields[name] : undefined);
  if (typeof meta.junction_field === 'string' && (!fieldOf(meta.junction_field) || meta.junction_field === field)) {
    problems.add(`Junction field "${meta.junction_field}" must be another field of collection "${collection}"`);
  }
  if (typeof meta.sort_field === 'string') {
    const sort = fieldOf(meta.sort_field);
    if (!sort) problems.add(`Sort field "${meta.sort_field}" doesn't exist in collection "${collection}"`);
    else if (!SORTABLE.includes(sort.type))
      problems.add(`Sort field "${meta.sort_field}" must be numeric (integer, bigInteger, float or decimal)`);
  }
  if (typeof meta.one_field === 'string') checkOneField(schema, planned, dialect, problems);
}

function checkRelated(
  schema: SchemaOverview,
  planned: PlannedRelation,
  fieldType: FieldType | undefined,
  dialect: Dialect,
  problems: Problems,
): void {
  const related = schema.collections[planned.relatedCollection!];
  if (!related?.hasTable) {
    problems.add(`Related collection "${planned.relatedCollection}" doesn't exist`);
    return;
  }
  const key = related.fields[related.primary];
  if (key && fieldType && keyFamily(fieldType) !== keyFamily(key.type) && !textKeyOnLooseDatabase(fieldType, key.type, dialect)) {
    problems.add(
      `Field "${planned.collection}.${planned.field}" (${fieldType}) can't point at "${related.collection}.${key.field}" (${key.type}): the types must match`,
    );
  }
  if (planned.meta.one_allowed_collections)
    problems.add('"meta.one_allowed_collections" is only for many-to-any relations (related_collection null)');
}

function checkManyToAny(schema: SchemaOverview, planned: PlannedRelation, fieldType: FieldType | undefined, problems: Problems): void {
  const allowed = typeof planned.meta.one_allowed_collections === 'string' ? planned.meta.one_allowed_collections.split(',') : [];
  if (allowed.length === 0) {
    problems.add('"related_collection" is required, unless "meta.one_allowed_collections" lists the collections of a many-to-any relation');
    return;
  }
  const missing = allowed.filter((name) => !schema.collections[name]?.hasTable);
  if (missing.length > 0) problems.add(`Allowed collections ${missing.map((m) => `"${m}"`).join(', ')} don't exist`);
  const collectionField = planned.meta.one_collection_field;
  const holder = typeof collectionField === 'string' ? schema.collections[planned.collection]?.fields[collectionField] : undefined;
  if (!holder || holder.alias || collectionField === planned.field) {
    problems.add(`"meta.one_collection_field" must name another field of "${planned.collection}" that holds the related collection's name`);
  } else if (holder.type !== 'string') problems.add(`Field "${collectionField}" holds collection names and must be a string`);
  if (fieldType && fieldType !== 'string')
    problems.add(`Field "${planned.field}" holds keys of several collections and must be a string, not ${fieldType}`);
  if (typeof planned.meta.one_field === 'string')
    problems.add('"meta.one_field" needs a related_collection; a many-to-any relation has no alias on the other side');
}

function checkOneField(schema: SchemaOverview, planned: PlannedRelation, dialect: Dialect, problems: Problems): void {
  const oneField = planned.meta.one_field as string;
  const related = planned.relatedCollection ? schema.collections[planned.relatedCollection] : undefined;
  if (!related) return;
  const issue = nameProblem('field', oneField, dialect);
  if (issue) problems.add(issue);
  if (related.isSystem)
    problems.add(
      `"meta.one_field" would add field "${oneField}" to system collection "${related.collection}"; system collections can't be changed`,
    );
  const existing = related.fields[oneField];
  if (existing && !existing.alias) problems.add(`Field "${related.collection}.${oneField}" already exists and isn't an alias`);
  const taken = schema.relations.find(
    (r) =>
      r.related_collection === related.collection &&
      r.meta?.one_field === oneField &&
      !(r.collection === planned.collection && r.field === planned.field),
  );
  if (taken) problems.add(`"${related.collection}.${oneField}" is already the alias of relation ${taken.collection}.${taken.field}`);
}

/** ON DELETE for a new key: the one asked for if this database has it; SET NULL by default (NO ACTION for a required field). */
export function onDeleteOf(
  requested: ReferentialAction | undefined,
  nullable: boolean,
  field: string,
  dialect: Dialect,
  problems: Problems,
): ReferentialAction {
  const action = requested ?? (nullable ? 'SET NULL' : 'NO ACTION');
  if (!dialect.referentialActions.includes(action))
    problems.add(`"schema.on_delete" ${action} isn't supported by this database (${dialect.referentialActions.join(', ')})`);
  if (action === 'SET NULL' && !nullable) problems.add(`"schema.on_delete" SET NULL needs field "${field}" to be nullable`);
  return action;
}
