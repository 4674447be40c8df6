import type { GraphQLResolveInfo } from 'graphql';
import type { AppContext } from '../../app-context.js';
import type { Accountability } from '../../permissions/accountability.js';
import { parseQuery } from '../../query/parse-query.js';
import { queryLimitsOf } from '../../query/query-limits.js';
import type { Query } from '../../query/query.js';
import type { CollectionMeta, ReadModel } from './collection-meta.js';
import { collectFields, levelOf, restArgs, type SelectionEnv } from './selection-query.js';
import type { FieldNode, GraphQLObjectType } from 'graphql';

/** What turning a resolver's selection into a REST query needs from the schema it belongs to. */
export interface QueryBuilder {
  model: ReadModel;
  objects: ReadonlyMap<string, GraphQLObjectType>;
}

export function selectionEnv(builder: QueryBuilder, info: GraphQLResolveInfo): SelectionEnv {
  return { model: builder.model, objects: builder.objects, fragments: info.fragments, variables: info.variableValues };
}

/**
 * The REST query a root field's selection means: its fields (relations as dot paths, one query
 * per level), aliases, `deep` for relational arguments, and the list arguments, parsed by REST's
 * own parser, so malformed input gets the same INVALID_QUERY answers and variables ($NOW,
 * $CURRENT_USER) resolve the same way. With `relationsAsValues` relational fields are read bare
 * (their keys), for a type that answers them as JSON values.
 */
export function restQuery(
  ctx: AppContext,
  accountability: Accountability | null,
  builder: QueryBuilder,
  meta: CollectionMeta,
  info: GraphQLResolveInfo,
  args: Record<string, unknown>,
  fieldNodes: readonly FieldNode[] = info.fieldNodes,
  relationsAsValues = false,
): Query {
  const env = selectionEnv(builder, info);
  const level = levelOf(env, meta, collectFields(env, fieldNodes), relationsAsValues);
  const raw: Record<string, unknown> = {
    ...restArgs(builder.model, meta.collection, args),
    fields: level.fields.length ? level.fields : ['*'],
  };
  if (Object.keys(level.alias).length > 0) raw.alias = level.alias;
  if (Object.keys(level.deep).length > 0) raw.deep = level.deep;
  return parseRaw(ctx, accountability, raw);
}

export function parseRaw(ctx: AppContext, accountability: Accountability | null, raw: Record<string, unknown>): Query {
  return parseQuery(raw, { accountability, ...queryLimitsOf(ctx.config) });
}
