import type { Access } from '../../permissions/access.js';
import type { SchemaOverview } from '../../schema/schema-overview.js';
import { relationOf } from '../../query/relations/relation-index.js';
import type { GraphqlScope } from '../graphql-types.js';
import { functionKindOf, type FunctionKind } from './field-scalar.js';
import type { NameClaims } from './graphql-names.js';
import { isGraphqlName } from './graphql-names.js';
import { visibleCollections, type VisibleCollection } from './visible-collections.js';

/** What a field of a generated object type stands for, so a selection can be turned into REST fields. */
export type FieldMeta =
  | { kind: 'scalar'; field: string }
  | { kind: 'func'; field: string; fn: FunctionKind }
  | { kind: 'm2o'; field: string; related: string }
  | { kind: 'o2m'; field: string; related: string }
  | { kind: 'a2o'; field: string; collectionField: string; allowed: ReadonlyMap<string, string> };

/** What a key of a generated `<collection>_filter` stands for in a REST filter. */
export type FilterKeyMeta =
  | { kind: 'field'; field: string }
  | { kind: 'func'; field: string }
  | { kind: 'relation'; field: string; related: string }
  | { kind: 'a2o'; field: string; related: string };

export interface CollectionMeta extends Omit<VisibleCollection, 'fields'> {
  /** The readable fields of the model. */
  columns: VisibleCollection['fields'];
  /** Read type field name → meta, in schema order. */
  fields: Map<string, FieldMeta>;
  filterKeys: Map<string, FilterKeyMeta>;
}

export interface ReadModel {
  scope: GraphqlScope;
  schema: SchemaOverview;
  /** By collection name: what the caller may read, named for GraphQL. */
  collections: Map<string, CollectionMeta>;
  byTypeName: Map<string, CollectionMeta>;
}

/** The union type of an m2a field's related items. */
export function unionTypeName(typeName: string, field: string): string {
  return `${typeName}_${field}_union`;
}

/** The type of what `<c>_by_version` answers, named as in the reference. */
export function versionTypeName(typeName: string): string {
  return `version_${typeName}`;
}

/** The type names one collection's read side takes; a collection whose names are taken is left out. */
export function readTypeNames(typeName: string): string[] {
  return [
    typeName,
    `${typeName}_filter`,
    `${typeName}_quantifier_filter`,
    `${typeName}_aggregated`,
    `${typeName}_aggregated_count`,
    `${typeName}_aggregated_fields`,
    `create_${typeName}_input`,
    `update_${typeName}_input`,
    `${typeName}_mutated`,
    versionTypeName(typeName),
  ];
}

/** The read side of the caller's schema: collections, their fields and how each maps to REST. */
export function readModel(schema: SchemaOverview, access: Access, scope: GraphqlScope, claims: NameClaims): ReadModel {
  const visible = visibleCollections(schema, access, scope, 'read');
  const collections = new Map<string, CollectionMeta>();
  for (const entry of visible.values()) {
    if (!claims.claimAll(readTypeNames(entry.typeName))) continue;
    const { fields: columns, ...rest } = entry;
    collections.set(entry.collection, { ...rest, columns, fields: new Map(), filterKeys: new Map() });
  }
  // A type needs a field: a collection left with none (every readable field relational to
  // collections the caller can't see) goes, and the others are filled again without it.
  const unions = new UnionClaims(claims);
  for (;;) {
    for (const meta of collections.values()) fillFields(schema, meta, collections, unions);
    const empty = [...collections.values()].filter((meta) => meta.fields.size === 0);
    if (empty.length === 0) break;
    for (const meta of empty) collections.delete(meta.collection);
  }
  const byTypeName = new Map([...collections.values()].map((meta) => [meta.typeName, meta]));
  return { scope, schema, collections, byTypeName };
}

/** Union type names, claimed once each however often the fields are filled again. */
class UnionClaims {
  private readonly owned = new Set<string>();
  constructor(private readonly claims: NameClaims) {}
  claim(name: string): boolean {
    if (this.owned.has(name)) return true;
    if (!this.claims.claimAll([name])) return false;
    this.owned.add(name);
    return true;
  }
}

function fillFields(schema: SchemaOverview, meta: CollectionMeta, collections: Map<string, CollectionMeta>, unions: UnionClaims): void {
  meta.fields.clear();
  meta.filterKeys.clear();
  const readable = new Set(meta.columns.map((field) => field.field));
  const funcs: Array<{ name: string; field: string; fn: FunctionKind }> = [];
  for (const field of meta.columns) {
    const name = field.field;
    const info = relationOf(schema, meta.collection, name);
    if (info?.type === 'm2o') {
      const related = collections.get(info.related);
      meta.fields.set(name, related ? { kind: 'm2o', field: name, related: info.related } : { kind: 'scalar', field: name });
      meta.filterKeys.set(name, related ? { kind: 'relation', field: name, related: info.related } : { kind: 'field', field: name });
    } else if (info?.type === 'o2m' && (collections.has(info.related) || field.alias)) {
      if (!collections.has(info.related)) continue;
      meta.fields.set(name, { kind: 'o2m', field: name, related: info.related });
      meta.filterKeys.set(name, { kind: 'relation', field: name, related: info.related });
      funcs.push({ name: `${name}_func`, field: name, fn: 'count' });
    } else if (info?.type === 'a2o') {
      const allowed = new Map<string, string>();
      for (const target of info.allowed) {
        const related = collections.get(target);
        if (related) allowed.set(related.typeName, target);
      }
      // The union's member is told by the collection column: without it readable there is no union.
      if (allowed.size > 0 && readable.has(info.collectionField) && unions.claim(unionTypeName(meta.typeName, name))) {
        meta.fields.set(name, { kind: 'a2o', field: name, collectionField: info.collectionField, allowed });
        for (const [typeName, target] of allowed) {
          const key = `${name}__${typeName}`;
          if (isGraphqlName(key) && !readable.has(key)) meta.filterKeys.set(key, { kind: 'a2o', field: name, related: target });
        }
      } else {
        meta.fields.set(name, { kind: 'scalar', field: name });
        meta.filterKeys.set(name, { kind: 'field', field: name });
      }
    } else if (!field.alias) {
      meta.fields.set(name, { kind: 'scalar', field: name });
      meta.filterKeys.set(name, { kind: 'field', field: name });
      const fn = functionKindOf(field);
      if (fn) funcs.push({ name: `${name}_func`, field: name, fn });
    }
  }
  // `<field>_func` after every real field, so a real field of that name keeps it.
  for (const { name, field, fn } of funcs) {
    if (meta.fields.has(name) || meta.filterKeys.has(name) || !isGraphqlName(name)) continue;
    meta.fields.set(name, { kind: 'func', field, fn });
    meta.filterKeys.set(name, { kind: 'func', field });
  }
}
