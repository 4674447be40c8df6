import {
  GraphQLFloat,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  GraphQLUnionType,
  type GraphQLFieldConfig,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLFieldConfigMap,
  type GraphQLInputFieldConfigMap,
  type GraphQLInputType,
} from 'graphql';
import type { FieldOverview } from '../../schema/schema-overview.js';
import type { GraphqlRequestContext } from '../graphql-types.js';
import { unionTypeName, versionTypeName, type CollectionMeta, type ReadModel } from './collection-meta.js';
import { FUNCTION_PARTS, fieldScalar } from './field-scalar.js';
import { GraphQLBigInt, GraphQLDate, GraphQLGeoJSON, GraphQLHash, GraphQLJSON } from './scalars.js';
import {
  BigIntFilterOperators,
  BooleanFilterOperators,
  DateFilterOperators,
  FUNCTION_FILTERS,
  FUNCTION_OBJECTS,
  GeometryFilterOperators,
  HashFilterOperators,
  IdFilterOperators,
  NumberFilterOperators,
  StringFilterOperators,
} from './shared-types.js';

type Row = Record<string, unknown>;
type Field = GraphQLFieldConfig<Row, GraphqlRequestContext>;

/** The read side's GraphQL types per collection name. */
export interface ReadTypes {
  objects: Map<string, GraphQLObjectType>;
  filters: Map<string, GraphQLInputObjectType>;
  aggregated: Map<string, GraphQLObjectType>;
  /**
   * `version_<c>`, what `<c>_by_version` answers (as the reference types it): the collection's
   * fields, with its relational ones as JSON values, since a version's changes to them are data
   * (keys, or nested changes), not rows to select from.
   */
  versions: Map<string, GraphQLObjectType>;
}

/** Which union member an m2a value is: set by the field's resolver, read by the union's resolveType. */
const memberOf = new WeakMap<object, string>();

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Answers keep GraphQL's response keys (aliases included): REST was asked for them by those keys
 * (see restKey). Only the row's own keys count, never its prototype's.
 */
const byResponseKey = (row: Row, key: string | number) => {
  const name = restKey(String(key));
  return Object.hasOwn(row, name) ? row[name] : null;
};

/**
 * The key REST is asked to answer a response key under: itself, but for `__proto__`, which a
 * plain answer object can't hold as a key (an alias may be named so).
 */
export function restKey(responseKey: string): string {
  return responseKey === '__proto__' ? '__proto__$' : responseKey;
}

/** The arguments a relational field takes: those of a list, applied to the related rows (REST's `deep`). */
export function listArgs(filter: GraphQLInputType): GraphQLFieldConfigArgumentMap {
  return {
    filter: { type: filter },
    sort: { type: new GraphQLList(GraphQLString) },
    limit: { type: GraphQLInt },
    offset: { type: GraphQLInt },
    page: { type: GraphQLInt },
    search: { type: GraphQLString },
  };
}

export function buildReadTypes(model: ReadModel): ReadTypes {
  const objects = new Map<string, GraphQLObjectType>();
  const filters = new Map<string, GraphQLInputObjectType>();
  const quantifiers = new Map<string, GraphQLInputObjectType>();
  const aggregated = new Map<string, GraphQLObjectType>();
  const versions = new Map<string, GraphQLObjectType>();
  const unions = new Map<string, GraphQLUnionType>();

  const filterFields = (meta: CollectionMeta): GraphQLInputFieldConfigMap => {
    const fields: GraphQLInputFieldConfigMap = {};
    for (const [key, entry] of meta.filterKeys) {
      const column = meta.overview.fields[entry.field]!;
      if (entry.kind === 'field') fields[key] = { type: operatorsOf(column, meta.overview.primary) };
      else if (entry.kind === 'func') fields[key] = { type: FUNCTION_FILTERS[functionKind(meta, key)] };
      else if (entry.kind === 'a2o') fields[key] = { type: filters.get(entry.related)! };
      else {
        const kind = meta.fields.get(entry.field)?.kind;
        fields[key] = { type: kind === 'o2m' ? quantifiers.get(entry.related)! : filters.get(entry.related)! };
      }
    }
    fields._and = { type: new GraphQLList(filters.get(meta.collection)!) };
    fields._or = { type: new GraphQLList(filters.get(meta.collection)!) };
    return fields;
  };

  for (const meta of model.collections.values()) {
    filters.set(meta.collection, new GraphQLInputObjectType({ name: `${meta.typeName}_filter`, fields: () => filterFields(meta) }));
    quantifiers.set(
      meta.collection,
      new GraphQLInputObjectType({
        name: `${meta.typeName}_quantifier_filter`,
        fields: () => ({
          ...filterFields(meta),
          _some: { type: filters.get(meta.collection)! },
          _none: { type: filters.get(meta.collection)! },
        }),
      }),
    );
  }

  const union = (meta: CollectionMeta, field: string, allowed: ReadonlyMap<string, string>): GraphQLUnionType => {
    const name = unionTypeName(meta.typeName, field);
    let type = unions.get(name);
    if (!type) {
      type = new GraphQLUnionType({
        name,
        types: () => [...allowed.values()].map((collection) => objects.get(collection)!),
        resolveType: (value) => (isRow(value) ? memberOf.get(value) : undefined),
      });
      unions.set(name, type);
    }
    return type;
  };

  const objectFields = (meta: CollectionMeta): GraphQLFieldConfigMap<Row, GraphqlRequestContext> => {
    const fields: GraphQLFieldConfigMap<Row, GraphqlRequestContext> = {};
    for (const [name, entry] of meta.fields) {
      const column = meta.overview.fields[entry.field]!;
      const description = typeof column.meta?.note === 'string' ? column.meta.note : undefined;
      let config: Field;
      if (entry.kind === 'scalar') {
        const type = column.isPrimaryKey ? new GraphQLNonNull(GraphQLID) : fieldScalar(column);
        config = { type, resolve: (row, _args, _ctx, info) => byResponseKey(row, info.path.key) };
      } else if (entry.kind === 'func') {
        const parts = FUNCTION_PARTS[entry.fn];
        config = {
          type: FUNCTION_OBJECTS[entry.fn],
          resolve: (row) => Object.fromEntries(parts.map((part) => [part, row[`${entry.field}_${part}`] ?? null])),
        };
      } else if (entry.kind === 'm2o') {
        config = {
          type: objects.get(entry.related)!,
          args: listArgs(filters.get(entry.related)!),
          resolve: (row, _args, _ctx, info) => {
            const value = byResponseKey(row, info.path.key);
            return isRow(value) ? value : null;
          },
        };
      } else if (entry.kind === 'o2m') {
        config = {
          type: new GraphQLList(objects.get(entry.related)!),
          args: listArgs(filters.get(entry.related)!),
          resolve: (row, _args, _ctx, info) => {
            const value = byResponseKey(row, info.path.key);
            return Array.isArray(value) ? value.filter(isRow) : null;
          },
        };
      } else {
        const byCollection = new Map([...entry.allowed].map(([typeName, collection]) => [collection, typeName]));
        config = {
          type: union(meta, name, entry.allowed),
          resolve: (row, _args, _ctx, info) => {
            const value = byResponseKey(row, info.path.key);
            const typeName = byCollection.get(String(row[collectionKey(restKey(String(info.path.key)))]));
            if (!isRow(value) || !typeName) return null;
            memberOf.set(value, typeName);
            return value;
          },
        };
      }
      fields[name] = description ? { ...config, description } : config;
    }
    return fields;
  };

  const versionFields = (meta: CollectionMeta): GraphQLFieldConfigMap<Row, GraphqlRequestContext> => {
    const fields = objectFields(meta);
    for (const [name, entry] of meta.fields) {
      if (entry.kind === 'scalar' || entry.kind === 'func') continue;
      const { description } = fields[name]!;
      fields[name] = {
        type: GraphQLJSON,
        resolve: (row, _args, _ctx, info) => byResponseKey(row, info.path.key),
        ...(description ? { description } : {}),
      };
    }
    return fields;
  };

  for (const meta of model.collections.values()) {
    objects.set(meta.collection, new GraphQLObjectType({ name: meta.typeName, fields: () => objectFields(meta) }));
    versions.set(meta.collection, new GraphQLObjectType({ name: versionTypeName(meta.typeName), fields: () => versionFields(meta) }));
    aggregated.set(meta.collection, aggregatedType(meta));
  }
  return { objects, filters, aggregated, versions };
}

/** The hidden REST alias under which an m2a field's collection column is read beside it. */
export function collectionKey(responseKey: string): string {
  return `${responseKey}$collection`;
}

function functionKind(meta: CollectionMeta, key: string) {
  const entry = meta.fields.get(key);
  return entry?.kind === 'func' ? entry.fn : 'count';
}

function operatorsOf(field: FieldOverview, primary: string): GraphQLInputObjectType {
  if (field.field === primary) return field.type === 'integer' || field.type === 'bigInteger' ? NumberFilterOperators : IdFilterOperators;
  const scalar = fieldScalar(field);
  switch (scalar.toString()) {
    case 'Boolean':
      return BooleanFilterOperators;
    case GraphQLBigInt.name:
      return BigIntFilterOperators;
    case 'Int':
    case 'Float':
      return NumberFilterOperators;
    case GraphQLDate.name:
      return DateFilterOperators;
    case GraphQLGeoJSON.name:
      return GeometryFilterOperators;
    case GraphQLHash.name:
      return HashFilterOperators;
    case 'ID':
      return IdFilterOperators;
    default:
      return StringFilterOperators;
  }
}

/** `<c>_aggregated`: `group`, `countAll`, `count`/`countDistinct` of any field, numeric functions of number fields. */
function aggregatedType(meta: CollectionMeta): GraphQLObjectType {
  const columns = meta.columns.filter((field) => !field.alias);
  const numeric = columns.filter((field) => ['integer', 'bigInteger', 'float', 'decimal'].includes(field.type));
  const countType = new GraphQLObjectType({
    name: `${meta.typeName}_aggregated_count`,
    fields: Object.fromEntries(columns.map((field) => [field.field, { type: GraphQLInt }])),
  });
  const fields: GraphQLFieldConfigMap<Row, GraphqlRequestContext> = {
    group: { type: GraphQLJSON },
    countAll: { type: GraphQLInt },
  };
  if (columns.length > 0) {
    fields.count = { type: countType };
    fields.countDistinct = { type: countType };
  }
  if (numeric.length > 0) {
    const numbers = new GraphQLObjectType({
      name: `${meta.typeName}_aggregated_fields`,
      fields: Object.fromEntries(numeric.map((field) => [field.field, { type: GraphQLFloat }])),
    });
    for (const fn of ['avg', 'sum', 'avgDistinct', 'sumDistinct', 'min', 'max']) fields[fn] = { type: numbers };
  }
  return new GraphQLObjectType({ name: `${meta.typeName}_aggregated`, fields });
}
