import { GraphQLScalarType, Kind, valueFromASTUntyped } from 'graphql';

/**
 * The custom scalars of the generated schema, named as the reference names them. Values pass
 * through as the item operations answer them (REST's shapes): dates as ISO strings, big integers
 * as numbers or strings, JSON as it is.
 */

const asIs = (value: unknown) => value;

export const GraphQLJSON = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value.',
  serialize: asIs,
  parseValue: asIs,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
});

export const GraphQLDate = new GraphQLScalarType({
  name: 'Date',
  description: 'A date, time or date-time as an ISO 8601 string.',
  serialize: (value) => (value instanceof Date ? value.toISOString() : value),
  parseValue: asIs,
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? ast.value : undefined),
});

export const GraphQLBigInt = new GraphQLScalarType({
  name: 'GraphQLBigInt',
  description: 'An integer beyond 32 bits, as a number or a string of digits.',
  serialize: (value) => (typeof value === 'bigint' ? value.toString() : value),
  parseValue: (value) => {
    if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
    if (typeof value === 'string' && /^-?\d+$/.test(value)) return value;
    throw new TypeError('A big integer is a whole number or a string of digits');
  },
  parseLiteral: (ast) => (ast.kind === Kind.INT || (ast.kind === Kind.STRING && /^-?\d+$/.test(ast.value)) ? ast.value : undefined),
});

export const GraphQLStringOrFloat = new GraphQLScalarType({
  name: 'GraphQLStringOrFloat',
  description: 'A number, or a string such as a dynamic variable ($NOW).',
  serialize: asIs,
  parseValue: (value) => {
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) return value;
    throw new TypeError('Expected a string or a number');
  },
  parseLiteral: (ast) => {
    if (ast.kind === Kind.STRING) return ast.value;
    if (ast.kind === Kind.INT || ast.kind === Kind.FLOAT) return Number(ast.value);
    return undefined;
  },
});

export const GraphQLHash = new GraphQLScalarType({
  name: 'Hash',
  description: 'A hashed or concealed value (never answered in clear).',
  serialize: asIs,
  parseValue: asIs,
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? ast.value : undefined),
});

export const GraphQLGeoJSON = new GraphQLScalarType({
  name: 'GraphQLGeoJSON',
  description: 'A GeoJSON geometry.',
  serialize: asIs,
  parseValue: asIs,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
});

export const GraphQLVoid = new GraphQLScalarType({
  name: 'Void',
  description: 'Nothing.',
  serialize: () => null,
  parseValue: () => null,
  parseLiteral: () => null,
});
