import {
  GraphQLBoolean,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLInputFieldConfigMap,
  type GraphQLInputType,
} from 'graphql';
import { FUNCTION_PARTS, type FunctionKind } from './field-scalar.js';
import { GraphQLBigInt, GraphQLGeoJSON, GraphQLStringOrFloat } from './scalars.js';

/**
 * Types every generated schema shares, named as the reference names them: filter operators per
 * value kind, the `<field>_func` objects and their filters, and the answers of deletes. GraphQL
 * types are immutable, so one instance serves every schema.
 */

function operators(name: string, type: GraphQLInputType, ops: readonly string[], listOps: readonly string[] = []): GraphQLInputObjectType {
  const fields: GraphQLInputFieldConfigMap = {};
  for (const op of ops) fields[op] = { type };
  for (const op of listOps) fields[op] = { type: new GraphQLList(type) };
  for (const op of ['_null', '_nnull']) fields[op] = { type: GraphQLBoolean };
  return new GraphQLInputObjectType({ name, fields });
}

const TEXT_OPS = [
  '_eq',
  '_neq',
  '_contains',
  '_icontains',
  '_ncontains',
  '_starts_with',
  '_nstarts_with',
  '_istarts_with',
  '_nistarts_with',
  '_ends_with',
  '_nends_with',
  '_iends_with',
  '_niends_with',
] as const;

function withEmpty(type: GraphQLInputObjectType): GraphQLInputObjectType {
  const config = type.toConfig();
  return new GraphQLInputObjectType({
    ...config,
    fields: { ...config.fields, _empty: { type: GraphQLBoolean }, _nempty: { type: GraphQLBoolean } },
  });
}

export const IdFilterOperators = withEmpty(operators('id_filter_operators', GraphQLID, TEXT_OPS, ['_in', '_nin']));
export const StringFilterOperators = withEmpty(operators('string_filter_operators', GraphQLString, TEXT_OPS, ['_in', '_nin']));
export const BooleanFilterOperators = operators('boolean_filter_operators', GraphQLBoolean, ['_eq', '_neq']);
const DATE_OPS = ['_eq', '_neq', '_gt', '_gte', '_lt', '_lte'] as const;
export const DateFilterOperators = new GraphQLInputObjectType({
  name: 'date_filter_operators',
  fields: {
    ...operators('date_filter_operators', GraphQLString, DATE_OPS, ['_in', '_nin']).toConfig().fields,
    _between: { type: new GraphQLList(GraphQLStringOrFloat) },
    _nbetween: { type: new GraphQLList(GraphQLStringOrFloat) },
  },
});
const NUMBER_OPS = ['_eq', '_neq', '_gt', '_gte', '_lt', '_lte'] as const;
export const NumberFilterOperators = operators('number_filter_operators', GraphQLStringOrFloat, NUMBER_OPS, [
  '_in',
  '_nin',
  '_between',
  '_nbetween',
]);
export const BigIntFilterOperators = operators('big_int_filter_operators', GraphQLBigInt, NUMBER_OPS, [
  '_in',
  '_nin',
  '_between',
  '_nbetween',
]);
export const GeometryFilterOperators = operators('geometry_filter_operators', GraphQLGeoJSON, [
  '_eq',
  '_neq',
  '_intersects',
  '_nintersects',
  '_intersects_bbox',
  '_nintersects_bbox',
]);
export const HashFilterOperators = withEmpty(operators('hash_filter_operators', GraphQLString, []));

function functionFilter(name: string, kind: FunctionKind): GraphQLInputObjectType {
  return new GraphQLInputObjectType({
    name,
    fields: Object.fromEntries(FUNCTION_PARTS[kind].map((part) => [part, { type: NumberFilterOperators }])),
  });
}

export const FUNCTION_FILTERS: Record<FunctionKind, GraphQLInputObjectType> = {
  date: functionFilter('date_function_filter_operators', 'date'),
  time: functionFilter('time_function_filter_operators', 'time'),
  datetime: functionFilter('datetime_function_filter_operators', 'datetime'),
  count: functionFilter('count_function_filter_operators', 'count'),
};

function functionObject(name: string, kind: FunctionKind): GraphQLObjectType {
  return new GraphQLObjectType({
    name,
    fields: Object.fromEntries(FUNCTION_PARTS[kind].map((part) => [part, { type: GraphQLInt }])),
  });
}

export const FUNCTION_OBJECTS: Record<FunctionKind, GraphQLObjectType> = {
  date: functionObject('date_functions', 'date'),
  time: functionObject('time_functions', 'time'),
  datetime: functionObject('datetime_functions', 'datetime'),
  count: functionObject('count_functions', 'count'),
};

export const DeleteOne = new GraphQLObjectType({ name: 'delete_one', fields: { id: { type: new GraphQLNonNull(GraphQLID) } } });
export const DeleteMany = new GraphQLObjectType({
  name: 'delete_many',
  fields: { ids: { type: new GraphQLNonNull(new GraphQLList(GraphQLID)) } },
});

/** Names the generated collections can't take: built-ins and the shared types above. */
export const RESERVED_TYPE_NAMES: ReadonlySet<string> = new Set([
  'Query',
  'Mutation',
  'Subscription',
  'String',
  'Int',
  'Float',
  'Boolean',
  'ID',
  'JSON',
  'Date',
  'GraphQLBigInt',
  'GraphQLStringOrFloat',
  'Hash',
  'GraphQLGeoJSON',
  'Void',
  'EventEnum',
  'id_filter_operators',
  'string_filter_operators',
  'boolean_filter_operators',
  'date_filter_operators',
  'number_filter_operators',
  'big_int_filter_operators',
  'geometry_filter_operators',
  'hash_filter_operators',
  'date_function_filter_operators',
  'time_function_filter_operators',
  'datetime_function_filter_operators',
  'count_function_filter_operators',
  'date_functions',
  'time_functions',
  'datetime_functions',
  'count_functions',
  'delete_one',
  'delete_many',
]);
