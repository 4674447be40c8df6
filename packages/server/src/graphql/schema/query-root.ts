import { GraphQLID, GraphQLList, GraphQLNonNull, GraphQLString, type GraphQLFieldConfigMap, type GraphQLResolveInfo } from 'graphql';
import type { AppContext } from '../../app-context.js';
import type { Item } from '../../query/apply-query.js';
import { parseFunctionKey, functionOutputKey } from '../../query/functions.js';
import { AGGREGATE_FUNCTIONS, type Aggregate, type AggregateFunction } from '../../query/query.js';
import { readItem, readItems, readSingleton } from '../../services/items/read-items.js';
import { applyVersionToItem } from '../../services/versions/apply-version-to-item.js';
import { parseVersionParams } from '../../services/versions/parse-version-params.js';
import type { GraphqlRequestContext } from '../graphql-types.js';
import type { CollectionMeta } from './collection-meta.js';
import type { NameClaims } from './graphql-names.js';
import { listArgs, type ReadTypes } from './read-types.js';
import { parseRaw, restQuery, selectionEnv, type QueryBuilder } from './rest-query.js';
import { collectFields, restArgs } from './selection-query.js';

type Fields = GraphQLFieldConfigMap<unknown, GraphqlRequestContext>;
type Args = Record<string, unknown>;

/**
 * The query root of the caller's schema: per collection it may read at the root, the list
 * (`<c>`), one item (`<c>_by_id`, and in the items scope `<c>_by_version`) and aggregates (`<c>_aggregated`); a singleton answers its
 * item as `<c>`. Each resolver turns its whole selection into one REST query for the item
 * operations, which apply the caller's permissions as `/items` does.
 */
export function queryFields(ctx: AppContext, builder: QueryBuilder, types: ReadTypes, claims: NameClaims): Fields {
  const fields: Fields = {};
  for (const meta of builder.model.collections.values()) {
    if (!meta.atRoot) continue;
    const { typeName, collection } = meta;
    const object = types.objects.get(collection)!;
    // As in the reference, only the items scope (`/graphql`) has content versions to read.
    const versioned = builder.model.scope === 'items';
    const names = [
      typeName,
      ...(meta.singleton ? [] : [`${typeName}_by_id`]),
      `${typeName}_aggregated`,
      ...(versioned ? [`${typeName}_by_version`] : []),
    ];
    if (!claims.claimAll(names)) continue;
    const query = (op: GraphqlRequestContext, info: GraphQLResolveInfo, args: Args) =>
      restQuery(ctx, op.op.accountability, builder, meta, info, args);
    if (meta.singleton) {
      fields[typeName] = {
        type: object,
        args: { version: { type: GraphQLString } },
        resolve: async (_source, args: Args, context, info) =>
          withVersion(context, collection, undefined, await readSingleton(context.op, collection, query(context, info, {})), args),
      };
    } else {
      fields[typeName] = {
        type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(object))),
        args: listArgs(types.filters.get(collection)!),
        resolve: async (_source, args: Args, context, info) => (await readItems(context.op, collection, query(context, info, args))).data,
      };
      fields[`${typeName}_by_id`] = {
        type: object,
        args: { id: { type: new GraphQLNonNull(GraphQLID) }, version: { type: GraphQLString } },
        resolve: async (_source, args: Args, context, info) =>
          withVersion(
            context,
            collection,
            String(args.id),
            await readItem(context.op, collection, args.id, query(context, info, {})),
            args,
          ),
      };
    }
    // The reference's `<c>_by_version(version, id)`: the item as the content version makes it, typed
    // `version_<c>` (relational fields as JSON values: the version's own data for them).
    if (versioned)
      fields[`${typeName}_by_version`] = {
        type: types.versions.get(collection)!,
        args: {
          version: { type: new GraphQLNonNull(GraphQLString) },
          ...(meta.singleton ? {} : { id: { type: new GraphQLNonNull(GraphQLID) } }),
        },
        resolve: async (_source, args: Args, context, info) => {
          const key = meta.singleton ? undefined : String(args.id);
          const values = restQuery(ctx, context.op.accountability, builder, meta, info, {}, info.fieldNodes, true);
          const item = meta.singleton
            ? await readSingleton(context.op, collection, values)
            : await readItem(context.op, collection, args.id, values);
          return withVersion(context, collection, key, item, args);
        },
      };
    fields[`${typeName}_aggregated`] = {
      type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(types.aggregated.get(collection)!))),
      args: { groupBy: { type: new GraphQLList(GraphQLString) }, ...listArgs(types.filters.get(collection)!) },
      resolve: (_source, args: Args, context, info) => readAggregated(ctx, builder, meta, context, info, args),
    };
  }
  return fields;
}

/** `version: <key>` of a one-item read: the content version's changes over the item, as REST's `?version=`. */
function withVersion(
  context: GraphqlRequestContext,
  collection: string,
  key: string | undefined,
  item: Item,
  args: Args,
): Promise<Item> | Item {
  const version = parseVersionParams({ version: args.version ?? undefined });
  return version ? applyVersionToItem(context.op, collection, key, item, version) : item;
}

/** `<c>_aggregated`: the asked functions and fields → REST `aggregate` + `groupBy`; `group` answers the grouped values. */
async function readAggregated(
  ctx: AppContext,
  builder: QueryBuilder,
  meta: CollectionMeta,
  context: GraphqlRequestContext,
  info: GraphQLResolveInfo,
  args: Args,
): Promise<Item[]> {
  const env = selectionEnv(builder, info);
  const aggregate: Aggregate = {};
  for (const nodes of collectFields(env, info.fieldNodes).values()) {
    const name = nodes[0]!.name.value;
    if (name === 'countAll') aggregate.countAll = ['*'];
    else if ((AGGREGATE_FUNCTIONS as readonly string[]).includes(name)) {
      const fn = name as AggregateFunction;
      const asked = [...collectFields(env, nodes).values()]
        .map((fields) => fields[0]!.name.value)
        .filter((field) => !field.startsWith('__'));
      aggregate[fn] = [...new Set([...(aggregate[fn] ?? []), ...asked])];
    }
  }
  const groupBy = Array.isArray(args.groupBy) ? args.groupBy.filter((group): group is string => typeof group === 'string') : [];
  const raw: Args = { ...restArgs(builder.model, meta.collection, args) };
  for (const [fn, fields] of Object.entries(aggregate)) if (fields.length === 0) delete aggregate[fn as AggregateFunction];
  if (Object.keys(aggregate).length > 0) raw.aggregate = aggregate;
  if (groupBy.length > 0) raw.groupBy = groupBy;
  // Only a group was asked for: count the rows per group, as every grouped answer needs one function.
  if (!raw.aggregate) raw.aggregate = { countAll: ['*'] };
  const query = parseRaw(ctx, context.op.accountability, raw);
  const { data } = await readItems(context.op, meta.collection, query);
  const groupKeys = groupBy.map((group) => {
    const fn = parseFunctionKey(group);
    return fn ? functionOutputKey(fn.fn, fn.field) : group;
  });
  return data.map((row) => ({ ...row, group: Object.fromEntries(groupKeys.map((key) => [key, row[key] ?? null])) }));
}
