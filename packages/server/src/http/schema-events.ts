import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import type { EventMeta } from '../events/event-bus.js';
import type { SchemaChangeOptions } from '../schema/run-schema-change.js';
import { schemaTrail } from '../services/activity/schema-trail.js';
import type { SchemaStep } from '../services/schema/schema-step.js';

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

/** A data-model write of the request's caller, recorded in the activity and revisions as theirs. */
export function recordedFor(ctx: AppContext, request: FastifyRequest): SchemaChangeOptions {
  return { trail: schemaTrail(ctx.writes, request.accountability) };
}

/** The action event of a data-model write, once its change has committed. */
export function announceSchemaWrite(ctx: AppContext, request: FastifyRequest, event: string, meta: EventMeta): void {
  ctx.events.emitAction(event, { event, ...meta }, request.accountability);
}

/**
 * The action events of an applied schema diff, one per step, as the same change made through
 * `/collections`, `/fields` and `/relations` would announce it, so flows and webhooks on the data
 * model see a promotion between environments too.
 */
export function announceAppliedSteps(ctx: AppContext, request: FastifyRequest, steps: readonly SchemaStep[]): void {
  for (const step of steps) {
    const payload = step.action === 'delete' ? undefined : step.entry;
    if (step.kind === 'collection') {
      announceSchemaWrite(ctx, request, `collections.${step.action}`, {
        ...keyMeta(step.action, step.collection, payload),
        collection: 'directus_collections',
      });
    } else if (step.kind === 'field') {
      announceSchemaWrite(ctx, request, `fields.${step.action}`, {
        ...keyMeta(step.action, step.field, payload),
        collection: 'directus_fields',
        parent: step.collection,
      });
    } else {
      const key = `${step.collection}.${step.field}`;
      announceSchemaWrite(ctx, request, `relations.${step.action}`, {
        ...keyMeta(step.action, key, payload),
        collection: 'directus_relations',
      });
    }
  }
}

/** `key` for a create, `keys` for an update or delete, as the single-item routes announce them. */
function keyMeta(action: SchemaStep['action'], key: string, payload: unknown): EventMeta {
  if (action === 'create') return { payload, key };
  return { payload: action === 'delete' ? [key] : payload, keys: [key] };
}
