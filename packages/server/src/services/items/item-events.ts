import type { Knex } from 'knex';
import type { EventMeta } from '../../events/event-bus.js';
import type { CollectionOverview } from '../../schema/schema-overview.js';
import type { OperationContext } from './operation-context.js';

export type ItemEventAction = 'create' | 'update' | 'delete';

/**
 * The reference's event names for a write to `collection`: `items.<action>` and
 * `<collection>.items.<action>` for user collections, `<name>.<action>` without the prefix for
 * system ones (`users.create`, `roles.update`, `settings.update`).
 */
export function itemEventNames(collection: CollectionOverview, action: ItemEventAction): string[] {
  if (collection.isSystem) return [`${collection.collection.replace(/^directus_/, '')}.${action}`];
  return [`items.${action}`, `${collection.collection}.items.${action}`];
}

/**
 * Runs the write's filter events on `payload` before anything is checked or written: each may
 * answer a changed payload or throw to cancel the write (api-reference section 8, `filter`).
 */
export async function filterItemPayload(
  ctx: OperationContext,
  collection: CollectionOverview,
  action: ItemEventAction,
  payload: unknown,
  meta: EventMeta,
): Promise<unknown> {
  if (!ctx.events) return payload;
  let current = payload;
  for (const name of itemEventNames(collection, action))
    current = await ctx.events.emitFilter(name, current, { event: name, collection: collection.collection, ...meta }, ctx.accountability);
  return current;
}

/** Emits the write's action events once its transaction has committed (at once when it runs in none). */
export function emitItemAction(ctx: OperationContext, collection: CollectionOverview, action: ItemEventAction, meta: EventMeta): void {
  const events = ctx.events;
  if (!events) return;
  const emit = () => {
    for (const name of itemEventNames(collection, action))
      events.emitAction(name, { event: name, collection: collection.collection, ...meta }, ctx.accountability);
  };
  if (ctx.afterCommit) ctx.afterCommit(emit);
  // A Knex transaction opened around the write (users and roles writes open one): wait for its
  // outcome, and drop the events when it rolls back.
  else if (ctx.db.isTransaction)
    (ctx.db as Knex.Transaction).executionPromise.then(
      () => emit(),
      () => undefined,
    );
  else emit();
}
