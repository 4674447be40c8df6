import { getRelationInfo } from '../../../../lib/schema/relation-info.js';
import type { Field, Item, Relation } from '../../../../lib/schema/types.js';

/** `fields` for reading an item into the form: every column, related items expanded one level. */
export function itemReadFields(collection: string, fields: readonly Field[], relations: readonly Relation[]): string[] {
  const paths = ['*'];
  for (const field of fields) {
    const relation = getRelationInfo(collection, field.field, relations);
    if (!relation) continue;
    paths.push(`${field.field}.*`);
    if (relation.type === 'm2m') paths.push(`${field.field}.${relation.junctionField}.*`);
  }
  return paths;
}

/** What a new item starts with: the columns' default values (the server applies them too). */
export function newItemDefaults(fields: readonly Field[]): Item {
  const defaults: Item = {};
  for (const field of fields) {
    const value = field.schema?.default_value;
    if (value === null || value === undefined || field.schema?.is_primary_key) continue;
    defaults[field.field] = value;
  }
  return defaults;
}
