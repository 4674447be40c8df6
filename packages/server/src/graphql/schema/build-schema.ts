import { GraphQLObjectType, GraphQLSchema, type GraphQLFieldConfigMap } from 'graphql';
import type { AppContext } from '../../app-context.js';
import type { Access } from '../../permissions/access.js';
import type { SchemaOverview } from '../../schema/schema-overview.js';
import type { GeneratedTypes, GraphqlRequestContext, GraphqlScope, SchemaExtras } from '../graphql-types.js';
import { forbiddenOrMissing } from '../../errors/error-helpers.js';
import { readModel } from './collection-meta.js';
import { NameClaims } from './graphql-names.js';
import { mutationFields } from './mutation-root.js';
import { queryFields } from './query-root.js';
import { buildReadTypes } from './read-types.js';
import { GraphQLVoid } from './scalars.js';
import { restQuery } from './rest-query.js';
import { RESERVED_TYPE_NAMES } from './shared-types.js';
import { subscriptionFields } from './subscription-root.js';

type Fields = GraphQLFieldConfigMap<unknown, GraphqlRequestContext>;

/**
 * The GraphQL schema `access` sees in `scope` of the model `schema`: types for what it may read,
 * queries for what it may read at the root, mutations for what it may write, plus the extras
 * the endpoint adds. Names GraphQL can't carry, or that would clash, are left out, never fatal.
 */
export function buildGraphqlSchema(
  ctx: AppContext,
  schema: SchemaOverview,
  access: Access,
  scope: GraphqlScope,
  extras: SchemaExtras | undefined,
): GraphQLSchema {
  const typeClaims = new NameClaims(RESERVED_TYPE_NAMES);
  const model = readModel(schema, access, scope, typeClaims);
  const types = buildReadTypes(model);
  const builder = { model, objects: types.objects };
  const generated: GeneratedTypes = {
    typeOf: (collection) => types.objects.get(collection),
    restQuery: (collection, info, context, options = {}) => {
      const meta = model.collections.get(collection);
      if (!meta) throw forbiddenOrMissing();
      return restQuery(ctx, context.op.accountability, builder, meta, info, options.args ?? {}, options.fieldNodes);
    },
  };
  const rootClaims = new NameClaims();
  const query = withExtras(queryFields(ctx, builder, types, rootClaims), extras?.query?.(generated));
  const mutation = withExtras(
    mutationFields(ctx, schema, access, scope, builder, types, { types: typeClaims, roots: rootClaims }),
    extras?.mutation?.(generated),
  );
  const subscription = withExtras(
    scope === 'items' ? subscriptionFields(ctx, builder, types, rootClaims) : {},
    extras?.subscription?.(generated),
  );
  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: Object.keys(query).length ? query : { _empty: { type: GraphQLVoid } } }),
    mutation: Object.keys(mutation).length ? new GraphQLObjectType({ name: 'Mutation', fields: mutation }) : undefined,
    subscription: Object.keys(subscription).length ? new GraphQLObjectType({ name: 'Subscription', fields: subscription }) : undefined,
  });
}

/** The endpoint's extras win over a generated field of the same name (`users_me`, `server_info`, …). */
function withExtras(generated: Fields, extra: Fields | undefined): Fields {
  return extra ? { ...generated, ...extra } : generated;
}
