import { AppError } from '../../errors/app-error.js';
import type { EventBus } from '../../events/event-bus.js';
import type { ExecuteFlow } from '../flow-engine.js';
import type { FlowDefinition } from '../flow-definition.js';
import { flowReturn } from '../flow-return.js';

const ITEM_SCOPES = new Set(['items.create', 'items.update', 'items.delete', 'items.promote', 'items.sort']);

/**
 * The bus events an `event` flow listens to (api-reference section 8): each of `scope`, where an
 * item scope names one event per collection of `collections` (`articles.items.create`, and for a
 * system collection its own name: `users.create`).
 */
export function eventNamesOf(flow: FlowDefinition): string[] {
  const scopes = stringList(flow.options.scope);
  const collections = stringList(flow.options.collections);
  return scopes.flatMap((scope) => {
    if (!ITEM_SCOPES.has(scope)) return [scope];
    const action = scope.slice('items.'.length);
    return collections.map((collection) =>
      collection.startsWith('directus_') ? `${collection.slice('directus_'.length)}.${action}` : `${collection}.${scope}`,
    );
  });
}

/**
 * Registers an `event` flow on the bus; answers what unregisters it. An `action` flow runs after
 * the write with the event's meta as `$trigger`. A `filter` flow runs before it with
 * `{payload, …meta}`: ending on a reject path cancels the write (400 with the rejection's
 * message), and with `return` set its value replaces the payload.
 */
export function registerEventFlow(bus: EventBus, flow: FlowDefinition, execute: ExecuteFlow): () => void {
  const names = eventNamesOf(flow);
  const stops =
    flow.options.type === 'filter'
      ? names.map((name) =>
          bus.onFilter(name, async (payload, meta, accountability) => {
            const outcome = await execute(flow, { payload, ...meta }, accountability);
            if (outcome.status === 'reject') throw rejection(flow, outcome.data.$last);
            return flowReturn(flow, outcome.data, null);
          }),
        )
      : names.map((name) => bus.onAction(name, async (meta, accountability) => void (await execute(flow, { ...meta }, accountability))));
  return () => stops.forEach((stop) => stop());
}

/** A filter flow's reject as the request's error: the rejection's own message when it has one. */
function rejection(flow: FlowDefinition, last: unknown): AppError {
  const first = Array.isArray(last) ? (last[0] as unknown) : last;
  const text = (value: unknown, key: string) =>
    value !== null && typeof value === 'object' && typeof (value as Record<string, unknown>)[key] === 'string'
      ? ((value as Record<string, unknown>)[key] as string)
      : null;
  const message =
    typeof first === 'string' ? first : (text(first, 'message') ?? text(first, 'detail') ?? `Flow "${flow.name}" refused the event.`);
  return new AppError('INVALID_PAYLOAD', message, { flow: flow.id });
}

function stringList(value: unknown): string[] {
  if (typeof value === 'string')
    return value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];
}
