import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import type { EventMeta } from '../events/event-bus.js';

/**
 * The filter event of a data-model write (`collections.create`, `fields.update`,
 * `relations.delete`, …), run on the request body before it is parsed: a handler may change it or
 * throw to cancel the write. Answers the body to go on with.
 */
export function filterSchemaWrite(
  ctx: AppContext,
  request: FastifyRequest,
  event: string,
  body: unknown,
  meta: EventMeta,
): Promise<unknown> {
  return ctx.events.emitFilter(event, body, { event, ...meta }, request.accountability);
}

/** The action event of a data-model write, once its change has committed. */
export function announceSchemaWrite(ctx: AppContext, request: FastifyRequest, event: string, meta: EventMeta): void {
  ctx.events.emitAction(event, { event, ...meta }, request.accountability);
}
