import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { flowOptionsProblem } from '../../flows/check-flow-options.js';
import { deleteFlows } from '../../services/flows/delete-flows.js';
import { createCheckingGraphs, updateCheckingGraphs } from '../../services/flows/write-flow-graphs.js';
import { payloadChecker } from '../../services/system-items/payload-rules.js';
import { standardCrudRoutes } from '../standard-crud.js';

// Reference section 8: the trigger kinds, and whose accountability a run records.
const checkFlow = payloadChecker('flow', {
  name: { required: true },
  status: { oneOf: ['active', 'inactive'] },
  trigger: { oneOf: ['event', 'schedule', 'operation', 'webhook', 'manual'] },
  accountability: { oneOf: ['all', 'activity'] },
  options: { check: flowOptionsProblem },
});

/**
 * `/flows` (api-reference section 2): standard CRUD of flow definitions; the creator is recorded in
 * `user_created`. Deleting a flow deletes its operations (foreign key cascade). A write that leaves
 * a broken graph (first operation of another flow) is refused; after any write the flows engine reloads.
 */
export async function flowsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await standardCrudRoutes(app, ctx, {
    path: '/flows',
    collection: 'directus_flows',
    checkPayload: checkFlow,
    create: createCheckingGraphs('directus_flows'),
    update: updateCheckingGraphs('directus_flows'),
    delete: deleteFlows,
    // Every instance runs the flows as they now are.
    afterWrite: () => ctx.flows.changed(),
  });
}
