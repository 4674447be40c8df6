import type { EventBus } from '../events/event-bus.js';

/**
 * The action event of an item operation run with `emitEvents`, named as the reference names it:
 * `items.<action>` for user collections, `<name>.<action>` for system ones (`users.create`).
 */
export function emitItemEvent(
  events: EventBus,
  collection: string,
  action: 'create' | 'read' | 'update' | 'delete',
  meta: Record<string, unknown>,
): void {
  const scope = collection.startsWith('directus_') ? collection.slice('directus_'.length) : 'items';
  events.emitAction(`${scope}.${action}`, { ...meta, collection });
}
