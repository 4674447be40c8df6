import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { ActionMeta, EventBus } from '../events/event-bus.js';
import type { Accountability } from '../permissions/accountability.js';
import { startRedisSignal, type RedisSignal } from '../utils/redis-signal.js';
import { createDeliveryQueue } from './delivery-queue.js';
import { deliverWebhook } from './deliver-webhook.js';
import { webhookBody } from './webhook-body.js';
import { webhookFromRow, type Webhook, type WebhookAction } from './webhook.js';

/** Emitted on the bus after a committed write to `directus_webhooks` (see http/routes/webhooks.ts). */
export const WEBHOOKS_CHANGED = 'webhooks.changed';

const ACTIONS: readonly WebhookAction[] = ['create', 'update', 'delete'];
/**
 * Deliveries in flight at once, and waiting behind them, before new ones are dropped (and logged).
 * The wait list is long enough for a sustained burst of writes (the bus bench backs up a few
 * hundred); it bounds memory only when a receiver stalls for good.
 */
const CONCURRENCY = 8;
const MAX_PENDING = 10_000;

export interface WebhooksOptions {
  db: Knex;
  events: EventBus;
  logger: Logger;
  denyList: readonly string[];
  retries: number;
  retryDelayMs: number;
  timeoutMs: number;
  /** Set with SYNCHRONIZATION_STORE=redis: every instance reloads when one's webhooks change. */
  redisUrl?: string;
}

export interface RunningWebhooks {
  /** Reads the active webhooks again (done on WEBHOOKS_CHANGED and on a signal from another instance). */
  reload(): Promise<void>;
  /** Resolves when no delivery runs or waits. */
  idle(): Promise<void>;
  /** Stops listening, ends waiting retries, closes the Redis connections. */
  close(): Promise<void>;
}

/**
 * Fires the active rows of `directus_webhooks` on the item actions of the event bus: after commit,
 * off the request path, through a bounded queue and the outbound guard. The list lives in memory
 * and is read again whenever a webhook is written, here or (with Redis) on another instance.
 */
export async function startWebhooks(options: WebhooksOptions): Promise<RunningWebhooks> {
  const { db, events, logger } = options;
  const aborter = new AbortController();
  const queue = createDeliveryQueue({
    concurrency: CONCURRENCY,
    maxPending: MAX_PENDING,
    onDrop: () => logger.warn('webhook call dropped: too many calls waiting'),
  });
  let webhooks: Webhook[] = [];
  let loading: Promise<void> | null = null;
  const load = async (): Promise<void> => {
    const rows = (await db('directus_webhooks').where('status', 'active').select('*')) as Record<string, unknown>[];
    webhooks = rows.map(webhookFromRow);
  };
  // Reloads that arrive while one runs share one follow-up read, so the last write is always seen.
  const reload = (): Promise<void> => {
    const next = (loading ?? Promise.resolve()).then(load, load);
    loading = next;
    return next.finally(() => {
      if (loading === next) loading = null;
    });
  };
  const fire = (action: WebhookAction, meta: ActionMeta, accountability: Accountability | null): void => {
    const collection = meta.collection;
    if (typeof collection !== 'string') return;
    for (const webhook of webhooks) {
      if (!webhook.actions.has(action) || !webhook.collections.has(collection)) continue;
      const body = webhookBody(webhook, `items.${action}`, meta, accountability);
      queue.push(() =>
        deliverWebhook(webhook, body, {
          denyList: options.denyList,
          retries: options.retries,
          retryDelayMs: options.retryDelayMs,
          timeoutMs: options.timeoutMs,
          logger,
          signal: aborter.signal,
        }),
      );
    }
  };
  await load();
  let signal: RedisSignal | null = null;
  if (options.redisUrl !== undefined)
    signal = await startRedisSignal({
      url: options.redisUrl,
      channel: 'tessera:webhooks',
      onSignal: () => void reload().catch((error: unknown) => logger.error({ err: error }, 'webhooks: reload failed')),
      onError: (error) => logger.warn({ err: error }, 'webhooks: Redis connection error'),
    });
  const off = [
    ...ACTIONS.map((action) => events.onAction(`items.${action}`, (meta, accountability) => fire(action, meta, accountability))),
    events.onAction(WEBHOOKS_CHANGED, async () => {
      await reload();
      signal?.announce();
    }),
  ];
  return {
    reload,
    idle: () => queue.idle(),
    async close() {
      for (const remove of off) remove();
      aborter.abort();
      await signal?.close();
    },
  };
}
