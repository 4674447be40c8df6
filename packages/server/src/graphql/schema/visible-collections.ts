import type { Access } from '../../permissions/access.js';
import type { PermissionAction } from '../../permissions/permission-row.js';
import type { CollectionOverview, FieldOverview, SchemaOverview } from '../../schema/schema-overview.js';
import type { GraphqlScope } from '../graphql-types.js';
import { collectionTypeName, isGraphqlName } from './graphql-names.js';

/** System collections REST serves as one object. */
const SINGLETONS: ReadonlySet<string> = new Set(['directus_settings']);

/** A collection as one caller sees it in one scope and for one action. */
export interface VisibleCollection {
  collection: string;
  typeName: string;
  overview: CollectionOverview;
  /** The fields the action may touch, in schema order, those with names GraphQL can carry. */
  fields: FieldOverview[];
  /** Answers one item, not a list (`directus_settings` is one, as `/settings` serves it). */
  singleton: boolean;
  /** May be read at the root of a query (a share reads other collections only through its item). */
  atRoot: boolean;
}

/**
 * The collections of `scope` the caller may `action`, with the fields the rule allows: a
 * collection with no rule, and a field outside the rule, are absent (not even named).
 */
export function visibleCollections(
  schema: SchemaOverview,
  access: Access,
  scope: GraphqlScope,
  action: PermissionAction,
): Map<string, VisibleCollection> {
  const visible = new Map<string, VisibleCollection>();
  const names = Object.keys(schema.collections).sort();
  for (const name of names) {
    const overview = schema.collections[name]!;
    if (!overview.hasTable) continue;
    const typeName = collectionTypeName(name, scope);
    if (!typeName) continue;
    const rule = access.isAdmin ? null : access.rule(name, action);
    if (!access.isAdmin && !rule) continue;
    const fields = Object.values(overview.fields).filter(
      (field) => isGraphqlName(field.field) && (!rule || rule.allFields || rule.fieldSet.has(field.field) || rule.fieldSet.has('*')),
    );
    // A type needs a field of its own: one whose readable fields are all relational aliases is left out.
    if (!fields.some((field) => !field.alias)) continue;
    visible.set(name, {
      collection: name,
      typeName,
      overview,
      fields,
      singleton: overview.singleton || SINGLETONS.has(name),
      atRoot: access.isAdmin || access.canReadAtRoot(name),
    });
  }
  return visible;
}
