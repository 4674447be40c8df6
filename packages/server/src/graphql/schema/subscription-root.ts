import {
  GraphQLEnumType,
  GraphQLError,
  GraphQLID,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLFieldConfigMap,
  type GraphQLResolveInfo,
} from 'graphql';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors/app-error.js';
import type { RealtimeBroker, RealtimeClient, SubscribeRequest, SubscriptionEvent } from '../../realtime/realtime-types.js';
import type { GraphqlRequestContext } from '../graphql-types.js';
import { ChangeStream } from './change-stream.js';
import type { CollectionMeta } from './collection-meta.js';
import type { NameClaims } from './graphql-names.js';
import type { ReadTypes } from './read-types.js';
import { selectionEnv, type QueryBuilder } from './rest-query.js';
import { collectFields, levelOf } from './selection-query.js';

type Fields = GraphQLFieldConfigMap<unknown, GraphqlRequestContext>;

/** One message of a `<collection>_mutated` subscription. */
export interface MutationEvent {
  key: string | number;
  event: SubscriptionEvent;
  data: Record<string, unknown> | null;
}

/** Payloads a subscriber may fall behind by before its subscription ends with an error. */
export const MAX_QUEUED_EVENTS = 1000;

/** The REST alias the primary key is read under beside the selection (no GraphQL response key has a `$`). */
const KEY_ALIAS = '$key';

export const EventEnum = new GraphQLEnumType({
  name: 'EventEnum',
  values: { create: { value: 'create' }, update: { value: 'update' }, delete: { value: 'delete' } },
});

/**
 * The subscription root of the `items` schema: `<c>_mutated(event)` for each collection the caller
 * may read at the root, whose messages are `{key, event, data}` per changed item. The realtime
 * broker holds the subscription (permission checks, one re-read per group, other instances'
 * writes); `data` is re-read with the subscriber's rules and the fields selected under it, and a
 * change the subscriber may not see never arrives. Declared when realtime is off too, as the reference
 * introspects them (clients generate their types from it); subscribing then says realtime is off.
 */
export function subscriptionFields(ctx: AppContext, builder: QueryBuilder, types: ReadTypes, claims: NameClaims): Fields {
  const broker = ctx.realtime;
  const fields: Fields = {};
  for (const meta of builder.model.collections.values()) {
    if (!meta.atRoot) continue;
    const name = `${meta.typeName}_mutated`;
    if (!claims.claimAll([name])) continue;
    const type = new GraphQLObjectType<MutationEvent, GraphqlRequestContext>({
      name,
      fields: {
        key: { type: new GraphQLNonNull(GraphQLID) },
        event: { type: EventEnum },
        data: { type: types.objects.get(meta.collection)! },
      },
    });
    fields[name] = {
      type,
      args: { event: { type: EventEnum } },
      subscribe: (_source, args: { event?: SubscriptionEvent | null }, context: GraphqlRequestContext, info) => {
        if (!broker) throw new AppError('SERVICE_UNAVAILABLE', 'Subscriptions need WEBSOCKETS_ENABLED and WEBSOCKETS_GRAPHQL_ENABLED.');
        return subscribeToChanges(broker, builder, meta, context, info, args.event ?? undefined);
      },
      resolve: (payload: unknown) => {
        // Executed without a change to resolve: a subscription sent over HTTP.
        if (payload === undefined) throw new AppError('INVALID_PAYLOAD', 'Subscriptions are served over the GraphQL WebSocket only.');
        return payload;
      },
    };
  }
  return fields;
}

async function subscribeToChanges(
  broker: RealtimeBroker,
  builder: QueryBuilder,
  meta: CollectionMeta,
  context: GraphqlRequestContext,
  info: GraphQLResolveInfo,
  event: SubscriptionEvent | undefined,
): Promise<AsyncIterableIterator<MutationEvent>> {
  const client: RealtimeClient = {
    id: randomUUID(),
    accountability: context.op.accountability,
    send: (message) => deliver(stream, message),
  };
  const stream = new ChangeStream<MutationEvent>(MAX_QUEUED_EVENTS, () => broker.removeClient(client));
  const request: SubscribeRequest = { collection: meta.collection, query: dataQuery(builder, meta, info) };
  if (event) request.event = event;
  try {
    // The answer is the `init` message: GraphQL subscriptions only carry changes.
    await broker.subscribe(client, request);
  } catch (error) {
    await stream.return();
    throw error;
  }
  return stream;
}

/** The raw REST query of what is selected under `data`, the primary key always read beside it. */
function dataQuery(builder: QueryBuilder, meta: CollectionMeta, info: GraphQLResolveInfo): Record<string, unknown> {
  const env = selectionEnv(builder, info);
  const asked = collectFields(env, info.fieldNodes);
  // `data` under any response key (`d: data` too): what each asks is read once, together.
  const dataNodes = [...asked.values()].flat().filter((node) => node.name.value === 'data');
  const level = levelOf(env, meta, collectFields(env, dataNodes));
  const raw: Record<string, unknown> = {
    // The `init` read only checks the query against the rules (no rows: GraphQL sends changes only);
    // changed items are read by key, whatever the limit.
    limit: 0,
    fields: [...level.fields, KEY_ALIAS],
    alias: { ...level.alias, [KEY_ALIAS]: meta.overview.primary },
  };
  if (Object.keys(level.deep).length > 0) raw.deep = level.deep;
  return raw;
}

/** A broker message → one payload per changed item (or key, for a delete); an error ends the stream. */
function deliver(stream: ChangeStream<MutationEvent>, message: Record<string, unknown>): void {
  if (message.status === 'error') {
    const error = (message.error ?? {}) as { code?: unknown; message?: unknown };
    const code = typeof error.code === 'string' ? error.code : 'INTERNAL_SERVER_ERROR';
    const text = typeof error.message === 'string' ? error.message : 'The subscription ended.';
    stream.fail(new GraphQLError(text, { extensions: { code } }));
    return;
  }
  if (message.type !== 'subscription' || !Array.isArray(message.data)) return;
  const event = message.event;
  if (event === 'delete') {
    for (const key of message.data) if (typeof key === 'string' || typeof key === 'number') stream.push({ key, event, data: null });
  } else if (event === 'create' || event === 'update') {
    for (const item of message.data) {
      if (typeof item !== 'object' || item === null) continue;
      const { [KEY_ALIAS]: key, ...data } = item as Record<string, unknown>;
      if (typeof key === 'string' || typeof key === 'number') stream.push({ key, event, data });
    }
  }
}
