import { toJunctionTemplate } from '../../../../lib/display-template/junction-template.js';
import { templateFields } from '../../../../lib/display-template/render-display-template.js';
import { m2aReadPaths } from '../../../../interfaces/list-m2a/m2a-rows.js';
import { fieldOptions } from '../../../../lib/schema/field-meta.js';
import { getRelationInfo } from '../../../../lib/schema/relation-info.js';
import type { Field, Item, Relation } from '../../../../lib/schema/types.js';

/**
 * `fields` for reading an item into the form: every column, related items expanded one level, and
 * the deeper paths an m2m field's junction-relative template reads (`categories.categories_id.parent.name`).
 */
export function itemReadFields(collection: string, fields: readonly Field[], relations: readonly Relation[]): string[] {
  const paths = ['*'];
  for (const field of fields) {
    const relation = getRelationInfo(collection, field.field, relations);
    if (!relation) continue;
    if (relation.type === 'm2a') {
      paths.push(...m2aReadPaths(field.field, relation, relation.allowedCollections));
      continue;
    }
    paths.push(`${field.field}.*`);
    if (relation.type !== 'm2m') continue;
    paths.push(`${field.field}.${relation.junctionField}.*`);
    const template = fieldOptions(field).template;
    if (typeof template !== 'string') continue;
    // Only paths through the junction field are sure to exist; the junction row's own are in `.*`.
    const shape = { junctionField: relation.junctionField, junctionFields: junctionFieldsOf(relation.junctionCollection, relations) };
    const onward = templateFields(toJunctionTemplate(template, shape)).filter((path) => path.startsWith(`${relation.junctionField}.`));
    paths.push(...onward.map((path) => `${field.field}.${path}`));
  }
  return [...new Set(paths)];
}

/** The junction's fields known from `/relations` (its foreign keys). */
function junctionFieldsOf(junction: string, relations: readonly Relation[]): string[] {
  return relations.filter((relation) => relation.collection === junction).map((relation) => relation.field);
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
