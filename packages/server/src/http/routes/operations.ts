import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { createCheckingGraphs, updateCheckingGraphs } from '../../services/flows/write-flow-graphs.js';
import { mustBeObject, payloadChecker } from '../../services/system-items/payload-rules.js';
import { standardCrudRoutes } from '../standard-crud.js';

const checkOperation = payloadChecker('operation', {
  key: { required: true },
  type: { required: true },
  flow: { required: true },
  position_x: { required: true },
  position_y: { required: true },
  options: { check: mustBeObject },
});

/**
 * `/operations` (api-reference section 2): standard CRUD of the steps of flows; the creator is
 * recorded in `user_created`. A write that links outside the operation's flow or closes a loop is
 * refused (400); after any write the flows engine reloads.
 */
export async function operationsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await standardCrudRoutes(app, ctx, {
    path: '/operations',
    collection: 'directus_operations',
    checkPayload: checkOperation,
    create: createCheckingGraphs('directus_operations'),
    update: updateCheckingGraphs('directus_operations'),
    // Every instance runs the flows as they now are.
    afterWrite: () => ctx.flows.changed(),
  });
}
