import {
  GraphQLBoolean,
  GraphQLID,
  GraphQLList,
  GraphQLNonNull,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLFieldConfigMap,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
} from 'graphql';
import type { AppContext } from '../../app-context.js';
import type { Access } from '../../permissions/access.js';
import type { SchemaOverview } from '../../schema/schema-overview.js';
import type { PrimaryKey } from '../../services/items/primary-key.js';
import { readItemsByKeys, readSingleton } from '../../services/items/read-items.js';
import { upsertSingleton } from '../../services/items/update-items.js';
import { readBackOrEmpty } from '../../services/permissions/read-back.js';
import type { GraphqlRequestContext, GraphqlScope } from '../graphql-types.js';
import { itemsWriter, systemWriter } from '../../services/system-items/collection-writer.js';
import type { NameClaims } from './graphql-names.js';
import { inputTypes } from './input-types.js';
import { listArgs, type ReadTypes } from './read-types.js';
import { restQuery, type QueryBuilder } from './rest-query.js';
import { DeleteMany, DeleteOne } from './shared-types.js';
import { visibleCollections } from './visible-collections.js';

type Fields = GraphQLFieldConfigMap<unknown, GraphqlRequestContext>;
type Args = Record<string, unknown>;

export interface MutationClaims {
  types: NameClaims;
  roots: NameClaims;
}

/**
 * The mutation root: `create_<c>_item(s)`, `update_<c>_item(s)`, `update_<c>_batch`, `update_<c>`
 * for singletons, `delete_<c>_item(s)`, each only where the caller has the rule. Writes go
 * through the item operations exactly as `/items` does (permissions, validation, presets,
 * activity, revisions, events); the answer is read back with the caller's read rule and the
 * selection (null, or an empty list, when the written items aren't readable, as REST's 204).
 *
 * In `/graphql/system` a collection is written as its standard CRUD routes write it (their checks
 * and operations, see collection-writers.ts); one without such routes (settings, activity) gets none.
 */
export function mutationFields(
  ctx: AppContext,
  schema: SchemaOverview,
  access: Access,
  scope: GraphqlScope,
  builder: QueryBuilder,
  types: ReadTypes,
  claims: MutationClaims,
): Fields {
  const fields: Fields = {};
  const writerOf = (collection: string) => (scope === 'items' ? itemsWriter(collection) : systemWriter(ctx, collection));
  const owned = new Set(builder.model.collections.keys());
  const creatable = inputTypes(schema, access, scope, 'create', claims.types, owned);
  const updatable = inputTypes(schema, access, scope, 'update', claims.types, owned);
  const deletable = visibleCollections(schema, access, scope, 'delete');
  const writes = (info: GraphQLResolveInfo, context: GraphqlRequestContext, collection: string, args: Args) => {
    const meta = builder.model.collections.get(collection);
    return meta ? restQuery(ctx, context.op.accountability, builder, meta, info, args) : null;
  };
  /** The written items as the caller may read them, or `true` when it can't read the collection. */
  const readBack = async (context: GraphqlRequestContext, info: GraphQLResolveInfo, collection: string, keys: PrimaryKey[], args: Args) => {
    const query = writes(info, context, collection, args);
    if (!query) return null;
    return (await readBackOrEmpty(() => readItemsByKeys(context.op, collection, keys, query))) ?? [];
  };

  for (const entry of creatable.values()) {
    const writer = writerOf(entry.collection);
    if (entry.singleton || !writer?.canCreate) continue;
    const { collection, typeName, input } = entry;
    const object = types.objects.get(collection);
    const names = [`create_${typeName}_items`, `create_${typeName}_item`];
    if (!claims.roots.claimAll(names)) continue;
    fields[names[0]!] = {
      type: listOf(object),
      args: { ...readArgs(types, collection), data: { type: new GraphQLList(new GraphQLNonNull(input)) } },
      resolve: async (_source, args: Args, context, info) => {
        const keys = await writer.create(context.op, context.access, Array.isArray(args.data) ? args.data : []);
        return object ? readBack(context, info, collection, keys, args) : true;
      },
    };
    fields[names[1]!] = {
      type: object ?? GraphQLBoolean,
      args: { data: { type: new GraphQLNonNull(input) } },
      resolve: async (_source, args: Args, context, info) => {
        const keys = await writer.create(context.op, context.access, [args.data]);
        return object ? ((await readBack(context, info, collection, keys, {}))?.[0] ?? null) : true;
      },
    };
  }

  for (const entry of updatable.values()) {
    const { collection, typeName, input } = entry;
    const object = types.objects.get(collection);
    const writer = writerOf(collection);
    if (!writer) continue;
    if (entry.singleton) {
      if (scope !== 'items') continue;
      if (!claims.roots.claimAll([`update_${typeName}`])) continue;
      fields[`update_${typeName}`] = {
        type: object ?? GraphQLBoolean,
        args: { data: { type: new GraphQLNonNull(input) } },
        resolve: async (_source, args: Args, context, info) => {
          await upsertSingleton(context.op, collection, args.data);
          const query = writes(info, context, collection, {});
          return query ? readBackOrEmpty(() => readSingleton(context.op, collection, query)) : true;
        },
      };
      continue;
    }
    const names = [`update_${typeName}_items`, `update_${typeName}_batch`, ...(writer.canUpdateOne ? [`update_${typeName}_item`] : [])];
    if (!claims.roots.claimAll(names)) continue;
    fields[names[0]!] = {
      type: listOf(object),
      args: {
        ...readArgs(types, collection),
        ids: { type: new GraphQLNonNull(new GraphQLList(GraphQLID)) },
        data: { type: new GraphQLNonNull(input) },
      },
      resolve: async (_source, args: Args, context, info) => {
        const keys = await writer.update(context.op, context.access, (args.ids as unknown[]).filter(isKey), args.data, false);
        return object ? readBack(context, info, collection, keys, args) : true;
      },
    };
    fields[names[1]!] = {
      type: listOf(object),
      args: { ...readArgs(types, collection), data: { type: new GraphQLList(new GraphQLNonNull(input)) } },
      resolve: async (_source, args: Args, context, info) => {
        const keys = await writer.updateBatch(context.op, context.access, Array.isArray(args.data) ? args.data : []);
        return object ? readBack(context, info, collection, keys, args) : true;
      },
    };
    if (!writer.canUpdateOne) continue;
    fields[names[2]!] = {
      type: object ?? GraphQLBoolean,
      args: { id: { type: new GraphQLNonNull(GraphQLID) }, data: { type: new GraphQLNonNull(input) } },
      resolve: async (_source, args: Args, context, info) => {
        const keys = await writer.update(context.op, context.access, [args.id], args.data, true);
        return object ? ((await readBack(context, info, collection, keys, {}))?.[0] ?? null) : true;
      },
    };
  }

  for (const entry of deletable.values()) {
    const writer = writerOf(entry.collection);
    if (entry.singleton || !writer) continue;
    const { typeName } = entry;
    const names = [`delete_${typeName}_items`, `delete_${typeName}_item`];
    if (!claims.roots.claimAll(names)) continue;
    fields[names[0]!] = {
      type: DeleteMany,
      args: { ids: { type: new GraphQLNonNull(new GraphQLList(GraphQLID)) } },
      resolve: async (_source, args: Args, context) => {
        const ids = (args.ids as unknown[]).filter(isKey);
        await writer.remove(context.op, context.access, ids, false);
        return { ids };
      },
    };
    fields[names[1]!] = {
      type: DeleteOne,
      args: { id: { type: new GraphQLNonNull(GraphQLID) } },
      resolve: async (_source, args: Args, context) => {
        await writer.remove(context.op, context.access, [args.id], true);
        return { id: args.id };
      },
    };
  }
  return fields;
}

const isKey = (value: unknown) => value !== null && value !== undefined;

function listOf(object: GraphQLOutputType | undefined): GraphQLOutputType {
  return object ? new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(object))) : GraphQLBoolean;
}

/** The list arguments of the collection's query, applied to the read-back, as the reference offers them. */
function readArgs(types: ReadTypes, collection: string): GraphQLFieldConfigArgumentMap {
  const filter = types.filters.get(collection);
  return filter ? listArgs(filter) : {};
}
