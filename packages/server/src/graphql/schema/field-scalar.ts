import {
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLString,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import type { FieldOverview } from '../../schema/schema-overview.js';
import { GraphQLBigInt, GraphQLDate, GraphQLGeoJSON, GraphQLHash, GraphQLJSON } from './scalars.js';

/** What a field's values are in GraphQL, following the reference's mapping of field types. */
export function fieldScalar(field: Pick<FieldOverview, 'type' | 'special'>): GraphQLOutputType & GraphQLInputType {
  if (field.special.includes('conceal')) return GraphQLHash;
  if (field.type.startsWith('geometry')) return GraphQLGeoJSON;
  switch (field.type) {
    case 'boolean':
      return GraphQLBoolean;
    case 'bigInteger':
      return GraphQLBigInt;
    case 'integer':
      return GraphQLInt;
    case 'decimal':
    case 'float':
      return GraphQLFloat;
    case 'csv':
      return new GraphQLList(GraphQLString);
    case 'json':
      return GraphQLJSON;
    case 'timestamp':
    case 'dateTime':
    case 'date':
      return GraphQLDate;
    case 'hash':
      return GraphQLHash;
    case 'uuid':
      return GraphQLID;
    default:
      return GraphQLString;
  }
}

/** The `<field>_func` kinds of a field type: date parts, time parts, both, or a count (json, o2m). */
export type FunctionKind = 'date' | 'time' | 'datetime' | 'count';

export function functionKindOf(field: Pick<FieldOverview, 'type'>): FunctionKind | null {
  if (field.type === 'date') return 'date';
  if (field.type === 'time') return 'time';
  if (field.type === 'dateTime' || field.type === 'timestamp') return 'datetime';
  if (field.type === 'json' || field.type === 'alias') return 'count';
  return null;
}

export const FUNCTION_PARTS: Record<FunctionKind, readonly string[]> = {
  date: ['year', 'month', 'week', 'day', 'weekday'],
  time: ['hour', 'minute', 'second'],
  datetime: ['year', 'month', 'week', 'day', 'weekday', 'hour', 'minute', 'second'],
  count: ['count'],
};
