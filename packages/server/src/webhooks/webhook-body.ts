import type { ActionMeta } from '../events/event-bus.js';
import type { Accountability } from '../permissions/accountability.js';
import type { Webhook } from './webhook.js';

/**
 * The JSON a POST webhook sends for an item action: `{event, accountability, payload, key|keys,
 * collection}`, with `accountability` cut to `{user, role}` (never tokens or IPs) and `payload`
 * only when the webhook's `data` flag is on.
 */
export function webhookBody(
  webhook: Webhook,
  event: string,
  meta: ActionMeta,
  accountability: Accountability | null,
): Record<string, unknown> {
  const body: Record<string, unknown> = { event, accountability: publicAccountability(accountability) };
  if (webhook.data) body.payload = meta.payload;
  if ('key' in meta) body.key = meta.key;
  if ('keys' in meta) body.keys = meta.keys;
  body.collection = meta.collection;
  return body;
}

function publicAccountability(accountability: Accountability | null): { user: unknown; role: unknown } | null {
  if (!accountability) return null;
  return { user: accountability.user ?? null, role: accountability.role ?? null };
}
