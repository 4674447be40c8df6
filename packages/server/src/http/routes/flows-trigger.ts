import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { forbiddenOrMissing } from '../../errors/error-helpers.js';
import type { FlowDefinition } from '../../flows/flow-definition.js';
import { flowReturn } from '../../flows/flow-return.js';
import type { HttpTriggerData } from '../../flows/triggers/http-trigger-data.js';
import { checkManualTrigger } from '../../flows/triggers/manual-trigger.js';

const FLOWS_PREFIX = '/flows';

type TriggerRequest = FastifyRequest<{ Params: { id: string }; Body: unknown }>;

/**
 * `GET|POST /flows/trigger/:id` (api-reference section 8): starts a `webhook` flow (with the method
 * its options name, GET by default) or a `manual` one (POST, checked by checkManualTrigger). The
 * answer is what the flow returns (`$last` unless its `return` says otherwise), or 204 at once for
 * an `async` flow. Anything else, a missing or inactive flow included, is FORBIDDEN.
 */
export async function flowsTriggerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.route<{ Params: { id: string }; Body: unknown }>({
    method: ['GET', 'POST'],
    url: '/flows/trigger/:id',
    handler: async (request, reply) => {
      const flow = await ctx.flows.flow(request.params.id);
      if (!flow || !(await mayStart(ctx, flow, request))) throw forbiddenOrMissing();
      return run(ctx, flow, request, reply);
    },
  });
}

async function mayStart(ctx: AppContext, flow: FlowDefinition, request: TriggerRequest): Promise<boolean> {
  if (flow.trigger === 'webhook') return request.method === (flow.options.method === 'POST' ? 'POST' : 'GET');
  if (flow.trigger !== 'manual' || request.method !== 'POST') return false;
  await checkManualTrigger(ctx, flow, request.body, request.accountability);
  return true;
}

async function run(ctx: AppContext, flow: FlowDefinition, request: TriggerRequest, reply: FastifyReply): Promise<FastifyReply> {
  const data: HttpTriggerData = {
    // The reference's flows router is mounted at /flows: its trigger sees the path below it (`/trigger/<id>`).
    path: request.url.split('?')[0]!.slice(FLOWS_PREFIX.length),
    query: request.query ?? {},
    body: request.body ?? null,
    method: request.method,
    headers: { ...request.headers },
  };
  if (flow.options.async === true) {
    void ctx.flows
      .execute(flow, data, request.accountability)
      .catch((error: unknown) => ctx.logger.error({ err: error, flow: flow.id }, 'flow run failed'));
    return reply.status(204).send();
  }
  const outcome = await ctx.flows.execute(flow, data, request.accountability);
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(flowReturn(flow, outcome.data, '$last') ?? null));
}
