import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FieldNode, GraphQLFieldConfigMap, GraphQLObjectType, GraphQLResolveInfo, GraphQLSchema } from 'graphql';
import type { AppContext } from '../app-context.js';
import type { Access } from '../permissions/access.js';
import type { Query } from '../query/query.js';
import type { OperationContext } from '../services/items/operation-context.js';

/**
 * The contract between the GraphQL schema builder (types, queries and mutations generated from
 * the live model and the caller's access) and the GraphQL endpoint (parsing, limits, execution,
 * `/graphql/system` extras such as `users_me` and `auth_login`).
 */

/** `/graphql` serves user collections, `/graphql/system` the system ones. */
export type GraphqlScope = 'items' | 'system';

/** What every resolver gets as its GraphQL context value: one per executed operation. */
export interface GraphqlRequestContext {
  ctx: AppContext;
  access: Access;
  /** The caller's operation context for the item operations (permissions unless admin, events, config). */
  op: OperationContext;
  /** Absent for operations not run over HTTP (subscriptions over graphql-ws). */
  request?: FastifyRequest;
  reply?: FastifyReply;
}

/** The generated object type of each collection the caller may see, by collection name. */
export interface GeneratedTypes {
  typeOf(collection: string): GraphQLObjectType | undefined;
  /**
   * The REST query a selection on `collection`'s generated type means (fields, aliases, `deep`
   * for relational arguments, and the list arguments of `args`), for an extra's resolver to read
   * items with (`users_me` → readItem). `fieldNodes` defaults to the resolver's own field; a
   * subscription passes its `data` field's nodes. FORBIDDEN when the caller can't read `collection`.
   */
  restQuery(
    collection: string,
    info: GraphQLResolveInfo,
    context: GraphqlRequestContext,
    options?: { fieldNodes?: readonly FieldNode[]; args?: Record<string, unknown> },
  ): Query;
}

/** Root fields the endpoint adds to a generated schema (`users_me`, `server_info`, `auth_login`, …). */
export interface SchemaExtras {
  query?: (types: GeneratedTypes) => GraphQLFieldConfigMap<unknown, GraphqlRequestContext>;
  mutation?: (types: GeneratedTypes) => GraphQLFieldConfigMap<unknown, GraphqlRequestContext>;
  subscription?: (types: GeneratedTypes) => GraphQLFieldConfigMap<unknown, GraphqlRequestContext>;
}

/** Answers the (cached) schema `access` sees in `scope`; see graphql/schema/. */
export type GraphqlSchemaSource = (access: Access, scope: GraphqlScope) => Promise<GraphQLSchema>;
