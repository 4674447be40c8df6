import type { AppContext } from '../../app-context.js';
import { AppError, isAppError } from '../../errors/app-error.js';
import type { PendingDelete } from '../../events/committed-writes.js';
import { publicAccountability, type Accountability } from '../../permissions/accountability.js';
import type { RealtimeBroker, RealtimeClient, SubscribeRequest, SubscriptionEvent } from '../realtime-types.js';
import { ChangeQueue } from './change-queue.js';
import type { GroupReader } from './group-reader.js';
import { createReaderDirectory, type ReaderDirectory } from './reader-directory.js';
import { readableByRule } from './readable-by-rule.js';
import { announceChanges, DELETE_READERS, parseChange, REALTIME_CHANNEL, type RealtimeChange } from './realtime-change.js';
import { resolveSubscription, type ResolvedSubscription } from './resolve-subscription.js';

export type BrokerDeps = Pick<AppContext, 'db' | 'schema' | 'config' | 'permissions' | 'events' | 'bus' | 'logger' | 'writes'>;

export interface BrokerOptions {
  /** Subscriptions one client may hold at once (100). */
  maxSubscriptionsPerClient?: number;
  /** Groups re-read at the same time for one change (8). */
  readConcurrency?: number;
}

type Uid = string | number | undefined;

interface Subscription {
  client: RealtimeClient;
  uid: Uid;
  collection: string;
  event: SubscriptionEvent | undefined;
  /** The client's accountability the group was resolved for; another one (re-auth) means resolve again. */
  accountability: Accountability | null;
  request: SubscribeRequest;
  group: Group;
}

interface Group {
  key: string;
  collection: string;
  reader: GroupReader;
  isCurrent: () => Promise<boolean>;
  /** Null: the group reads every row of its collection. */
  readFilter: string | null;
  members: Set<Subscription>;
}

/**
 * Holds the subscriptions of this process and delivers changes to them. Every committed write is
 * announced on the message bus; each instance re-reads the changed items once per group of
 * subscriptions that read alike (same rules, same query) and sends each member what it may see.
 */
export function createRealtimeBroker(ctx: BrokerDeps, options: BrokerOptions = {}): RealtimeBroker {
  return new Broker(ctx, options);
}

class Broker implements RealtimeBroker {
  private readonly byClient = new Map<RealtimeClient, Map<Uid, Subscription>>();
  private readonly groups = new Map<string, Group>();
  /** Groups by collection, in a Map: `__proto__` is a collection name like any other. */
  private readonly groupsByCollection = new Map<string, Set<Group>>();
  private readonly removed = new WeakSet<RealtimeClient>();
  private readonly queue: ChangeQueue;
  private readonly stopAnnouncing: () => void;
  private readonly stopListening: () => void;
  private readonly stopWitnessing: () => void;
  /** Per collection, the read filters of this instance's groups and how many groups hold each. */
  private readonly filters = new Map<string, Map<string, number>>();
  private readonly directory: ReaderDirectory;
  private readonly maxPerClient: number;
  private readonly readConcurrency: number;
  private closed = false;
  private count = 0;

  constructor(
    private readonly ctx: BrokerDeps,
    options: BrokerOptions,
  ) {
    this.maxPerClient = options.maxSubscriptionsPerClient ?? 100;
    this.readConcurrency = options.readConcurrency ?? 8;
    this.queue = new ChangeQueue((change) => this.dispatch(change));
    this.stopAnnouncing = announceChanges(ctx.events, ctx.bus);
    this.directory = createReaderDirectory(ctx.bus);
    this.stopWitnessing = ctx.writes.onDelete((pending) => this.witness(pending));
    this.stopListening = ctx.bus.subscribe(REALTIME_CHANNEL, (message) => {
      const change = parseChange(message);
      // Only collections someone here listens to are worth queueing.
      if (change && this.groupsByCollection.has(change.collection)) this.queue.push(change);
    });
  }

  get size(): number {
    return this.count;
  }

  async subscribe(client: RealtimeClient, request: SubscribeRequest): Promise<Record<string, unknown>> {
    if (this.closed || this.removed.has(client)) throw new AppError('SERVICE_UNAVAILABLE', 'Realtime is not available.');
    const uid = request.uid;
    const held = this.byClient.get(client);
    if (held && !held.has(uid) && held.size >= this.maxPerClient)
      throw new AppError('LIMIT_EXCEEDED', `A client may hold at most ${this.maxPerClient} subscriptions.`);
    const accountability = client.accountability;
    const resolved = await resolveSubscription(this.ctx, accountability ?? publicAccountability(), request);
    const data = request.event === undefined ? await resolved.reader.initial() : (await resolved.reader.validate(), undefined);
    // The client left, or the broker closed, while the first read ran.
    if (this.closed || this.removed.has(client)) throw new AppError('SERVICE_UNAVAILABLE', 'Realtime is not available.');
    // Checked again: other subscribes of the client may have finished while this one read.
    const now = this.byClient.get(client);
    if (now && !now.has(uid) && now.size >= this.maxPerClient)
      throw new AppError('LIMIT_EXCEEDED', `A client may hold at most ${this.maxPerClient} subscriptions.`);
    this.add({ client, uid, collection: resolved.collection, event: request.event, accountability, request }, resolved);
    return { type: 'subscription', event: 'init', ...(data === undefined ? {} : { data }), ...(uid === undefined ? {} : { uid }) };
  }

  unsubscribe(client: RealtimeClient, uid?: string | number): boolean {
    const held = this.byClient.get(client);
    if (!held) return false;
    if (uid === undefined) {
      const any = held.size > 0;
      for (const subscription of [...held.values()]) this.remove(subscription);
      return any;
    }
    const subscription = held.get(uid);
    if (!subscription) return false;
    this.remove(subscription);
    return true;
  }

  removeClient(client: RealtimeClient): void {
    this.removed.add(client);
    this.unsubscribe(client);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.stopAnnouncing();
    this.stopListening();
    this.stopWitnessing();
    this.directory.close();
    this.filters.clear();
    await this.queue.close();
    this.byClient.clear();
    this.groups.clear();
    this.groupsByCollection.clear();
    this.count = 0;
  }

  private groupOf({ groupKey: key, collection, reader, isCurrent, readFilter }: ResolvedSubscription): Group {
    let group = this.groups.get(key);
    if (!group) {
      group = { key, collection, reader, isCurrent, readFilter, members: new Set() };
      this.groups.set(key, group);
      let set = this.groupsByCollection.get(collection);
      if (!set) this.groupsByCollection.set(collection, (set = new Set()));
      set.add(group);
      if (readFilter !== null) this.countFilter(collection, readFilter, 1);
    }
    return group;
  }

  /** Keeps the read filters of this instance's groups, and tells the directory when a collection's set changes. */
  private countFilter(collection: string, filter: string, delta: 1 | -1): void {
    let counts = this.filters.get(collection);
    if (!counts) this.filters.set(collection, (counts = new Map()));
    const count = (counts.get(filter) ?? 0) + delta;
    if (count > 0) counts.set(filter, count);
    else counts.delete(filter);
    if (counts.size === 0) this.filters.delete(collection);
    if (count === 0 || (delta === 1 && count === 1)) this.directory.update(collection, new Set(counts.keys()));
  }

  /**
   * In a delete's transaction, before its rows go: which of them each read filter held by a
   * subscriber (here or on another instance) could see, one query per distinct filter. Filters
   * that no longer compile (a field since removed) saw nothing.
   */
  private async witness(pending: PendingDelete): Promise<Readonly<Record<symbol, unknown>> | undefined> {
    if (this.closed) return undefined;
    const filters = this.directory.filtersOf(pending.collection);
    if (filters.length === 0) return undefined;
    const onError = (error: unknown) =>
      this.ctx.logger.warn(
        { err: error, collection: pending.collection },
        'realtime: a subscriber rule could not be checked against deleted rows',
      );
    return { [DELETE_READERS]: await readableByRule(pending, filters, this.ctx.config, onError) };
  }

  /** Registers a subscription in its group, replacing the client's one with the same uid. */
  private add(fields: Omit<Subscription, 'group'>, resolved: ResolvedSubscription): void {
    const previous = this.byClient.get(fields.client)?.get(fields.uid);
    if (previous) this.remove(previous);
    // The group is looked up after the replaced subscription left it: that may have ended it.
    const subscription: Subscription = { ...fields, group: this.groupOf(resolved) };
    let held = this.byClient.get(subscription.client);
    if (!held) this.byClient.set(subscription.client, (held = new Map()));
    held.set(subscription.uid, subscription);
    subscription.group.members.add(subscription);
    this.count += 1;
  }

  private remove(subscription: Subscription): void {
    const held = this.byClient.get(subscription.client);
    if (held?.get(subscription.uid) !== subscription) return;
    held.delete(subscription.uid);
    if (held.size === 0) this.byClient.delete(subscription.client);
    this.count -= 1;
    const group = subscription.group;
    group.members.delete(subscription);
    if (group.members.size > 0) return;
    if (this.groups.get(group.key) === group) this.groups.delete(group.key);
    const set = this.groupsByCollection.get(group.collection);
    if (set?.delete(group) && group.readFilter !== null) this.countFilter(group.collection, group.readFilter, -1);
    if (set?.size === 0) this.groupsByCollection.delete(group.collection);
  }

  /** Sends one change to every subscription of its collection that wants it and may see it. */
  private async dispatch(change: RealtimeChange): Promise<void> {
    await this.refreshStale(change.collection);
    const groups = [...(this.groupsByCollection.get(change.collection) ?? [])];
    let next = 0;
    const work = async () => {
      while (next < groups.length) await this.deliver(groups[next++]!, change);
    };
    await Promise.all(Array.from({ length: Math.min(this.readConcurrency, groups.length) }, work));
  }

  private async deliver(group: Group, change: RealtimeChange): Promise<void> {
    const members = [...group.members].filter((member) => member.event === undefined || member.event === change.action);
    if (members.length === 0) return;
    if (change.action === 'delete') {
      // Only the keys of rows the group's rule let it read before they went (see witness).
      const visible =
        group.readFilter === null ? change.keys : (change.readable?.find(([filter]) => filter === group.readFilter)?.[1] ?? []);
      for (const member of members) {
        const item = member.request.item;
        const keys = item === undefined ? visible : visible.filter((key) => String(key) === String(item));
        if (keys.length > 0) this.send(member, change.action, keys);
      }
      return;
    }
    let data: unknown[];
    try {
      data = await group.reader.changed(change);
    } catch (error) {
      this.ctx.logger.error({ err: error, collection: change.collection, action: change.action }, 'realtime re-read failed');
      return;
    }
    if (data.length === 0) return;
    for (const member of members) if (group.members.has(member)) this.send(member, change.action, data);
  }

  private send(subscription: Subscription, event: SubscriptionEvent, data: unknown[]): void {
    const message = { type: 'subscription', event, data, ...(subscription.uid === undefined ? {} : { uid: subscription.uid }) };
    try {
      subscription.client.send(message);
    } catch (error) {
      this.ctx.logger.error({ err: error }, 'realtime client failed to take a message');
    }
  }

  /**
   * Subscriptions of clients that signed in again (another accountability), and those of groups
   * whose rules or schema changed since, are resolved again; one that may no longer be held ends
   * with an error message.
   */
  private async refreshStale(collection: string): Promise<void> {
    const stale: Subscription[] = [];
    for (const group of [...(this.groupsByCollection.get(collection) ?? [])]) {
      let current = true;
      try {
        current = await group.isCurrent();
      } catch (error) {
        this.ctx.logger.error({ err: error, collection }, 'realtime rules check failed');
      }
      // New resolutions must form a fresh group, not join this stale one under the same key.
      if (!current && this.groups.get(group.key) === group) this.groups.delete(group.key);
      for (const member of group.members) if (!current || member.client.accountability !== member.accountability) stale.push(member);
    }
    for (const subscription of stale) {
      const accountability = subscription.client.accountability;
      try {
        const resolved = await resolveSubscription(this.ctx, accountability ?? publicAccountability(), subscription.request);
        if (this.byClient.get(subscription.client)?.get(subscription.uid) !== subscription) continue;
        this.add({ ...subscription, accountability }, resolved);
      } catch (error) {
        if (this.byClient.get(subscription.client)?.get(subscription.uid) !== subscription) continue;
        this.remove(subscription);
        const body = isAppError(error)
          ? { code: error.code, message: error.message }
          : { code: 'INTERNAL_SERVER_ERROR', message: 'An unexpected error occurred.' };
        if (!isAppError(error)) this.ctx.logger.error({ err: error }, 'realtime re-resolution failed');
        subscription.client.send({
          type: 'subscribe',
          status: 'error',
          error: body,
          ...(subscription.uid === undefined ? {} : { uid: subscription.uid }),
        });
      }
    }
  }
}
