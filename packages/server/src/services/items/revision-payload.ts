import { relationOf } from '../../query/relations/relation-index.js';
import type { CollectionOverview, FieldOverview, SchemaOverview } from '../../schema/schema-overview.js';
import { isPlainObject } from '../../utils/is-plain-object.js';
import { concealRevisionSecrets } from '../revisions/revision-secrets.js';

const CONCEALED = '**********';

/**
 * A payload as a revision stores it (the reference's prepareDelta): the JSON as given, with the
 * collection's cast fields read as answers show them and concealed values masked; null when it
 * has no fields. Beyond the reference, which masks only concealed fields of the top level, hashed
 * fields and related items given in relational fields are masked too: no revision keeps a secret.
 */
export function revisionPayload(
  schema: SchemaOverview,
  collection: CollectionOverview,
  payload: Record<string, unknown>,
): Record<string, unknown> | null {
  const copy = JSON.parse(JSON.stringify(payload)) as Record<string, unknown>;
  readItem(schema, collection, copy);
  return Object.keys(copy).length === 0 ? null : (concealRevisionSecrets(collection, copy) as Record<string, unknown>);
}

function readItem(schema: SchemaOverview, collection: CollectionOverview, item: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(item)) {
    const field = collection.fields[name];
    if (!field) continue;
    item[name] = readSpecials(field, value);
    const relation = relationOf(schema, collection.collection, name);
    if (relation?.type === 'm2o') readRelated(schema, relation.related, value);
    else if (relation?.type === 'a2o') {
      const related = item[relation.collectionField];
      if (typeof related === 'string' && relation.allowed.includes(related)) readRelated(schema, related, value);
    } else if (relation?.type === 'o2m') {
      const changes = isPlainObject(value) ? [value.create, value.update] : [value];
      for (const list of changes) {
        if (Array.isArray(list)) for (const child of list) readRelated(schema, relation.related, child);
      }
    }
  }
}

function readRelated(schema: SchemaOverview, name: string, value: unknown): void {
  const related = schema.collections[name];
  if (related && isPlainObject(value)) readItem(schema, related, value);
}

/** The reference's read transforms of field specials, applied to a value as given. */
function readSpecials(field: FieldOverview, value: unknown): unknown {
  const specials = field.special;
  if (specials.includes('conceal') || specials.includes('hash')) return value ? CONCEALED : null;
  if (specials.includes('cast-boolean')) {
    if (value === true || value === 1 || value === '1') return true;
    if (value === false || value === 0 || value === '0') return false;
    if (value === null || value === '') return null;
  }
  if (specials.includes('cast-json') && typeof value === 'string') {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  if (specials.includes('cast-csv') && typeof value === 'string') return value === '' ? [] : value.split(',');
  return value;
}
