import { GraphQLID, GraphQLInputObjectType, GraphQLList, type GraphQLInputFieldConfigMap, type GraphQLInputType } from 'graphql';
import type { Access } from '../../permissions/access.js';
import { relationOf } from '../../query/relations/relation-index.js';
import type { SchemaOverview } from '../../schema/schema-overview.js';
import type { GraphqlScope } from '../graphql-types.js';
import { fieldScalar } from './field-scalar.js';
import type { NameClaims } from './graphql-names.js';
import { GraphQLJSON } from './scalars.js';
import { visibleCollections, type VisibleCollection } from './visible-collections.js';

export type WriteAction = 'create' | 'update';

/** A collection the caller may create or update, with its input type. */
export interface WritableCollection extends VisibleCollection {
  input: GraphQLInputObjectType;
}

/**
 * `create_<c>_input` / `update_<c>_input` of the collections the caller may `action`, with the
 * fields its rule allows. Relational fields take the related collection's input of the same
 * action (a nested item, or `{id}` to link one), JSON where the caller has none (a key, the
 * `{create, update, delete}` form): REST's nested writes decide what the value means. Every field
 * is optional, so a nested `{id: 1}` can link an item whose required fields it doesn't repeat;
 * the item operations answer a missing required value as REST does.
 */
export function inputTypes(
  schema: SchemaOverview,
  access: Access,
  scope: GraphqlScope,
  action: WriteAction,
  claims: NameClaims,
  owned: ReadonlySet<string>,
): Map<string, WritableCollection> {
  const writable = new Map<string, WritableCollection>();
  for (const entry of visibleCollections(schema, access, scope, action).values()) {
    const name = `${action}_${entry.typeName}_input`;
    // A readable collection took its input names with its other names; another claims them now.
    if (!owned.has(entry.collection) && !claims.claimAll([name])) continue;
    const input: GraphQLInputObjectType = new GraphQLInputObjectType({ name, fields: () => inputFields(schema, entry, writable) });
    writable.set(entry.collection, { ...entry, input });
  }
  return writable;
}

function inputFields(
  schema: SchemaOverview,
  entry: VisibleCollection,
  writable: Map<string, WritableCollection>,
): GraphQLInputFieldConfigMap {
  const fields: GraphQLInputFieldConfigMap = {};
  for (const field of entry.fields) {
    const info = relationOf(schema, entry.collection, field.field);
    let type: GraphQLInputType;
    if (info?.type === 'm2o') type = writable.get(info.related)?.input ?? GraphQLJSON;
    else if (info?.type === 'o2m') {
      const related = writable.get(info.related)?.input;
      type = related ? new GraphQLList(related) : GraphQLJSON;
    } else if (info?.type === 'a2o') type = GraphQLJSON;
    else if (field.alias) continue;
    else type = field.isPrimaryKey ? GraphQLID : fieldScalar(field);
    fields[field.field] = { type };
  }
  return fields;
}
