import type { AppContext } from '../app-context.js';
import type { Accountability } from '../permissions/accountability.js';
import { createItem } from '../services/items/create-items.js';
import { inTransaction } from '../services/items/transaction.js';
import type { FlowDefinition } from './flow-definition.js';
import type { DataChain } from './operation-types.js';
import { storedRunData } from './stored-run-data.js';
import type { RunStep } from './run-operations.js';

/**
 * Records one run as the flow's `accountability` asks (api-reference section 8): `activity` an
 * activity row (`action: run` on the flow), `all` also a revision holding the steps and the data
 * chain with secrets redacted and each value capped (storedRunData), null nothing. One
 * transaction; the server's own write.
 */
export async function recordFlowRun(
  ctx: AppContext,
  flow: FlowDefinition,
  accountability: Accountability | null,
  steps: readonly RunStep[],
  data: DataChain,
): Promise<void> {
  if (flow.accountability !== 'all' && flow.accountability !== 'activity') return;
  const system = { db: ctx.db, schema: await ctx.schema.get(), accountability: null, config: ctx.config, writes: ctx.writes };
  await inTransaction(system, async (tx) => {
    const activity = await createItem(tx, 'directus_activity', {
      action: 'run',
      user: accountability?.user ?? null,
      ip: accountability?.ip ?? null,
      user_agent: accountability?.userAgent ?? null,
      origin: accountability?.origin ?? null,
      collection: 'directus_flows',
      item: flow.id,
    });
    if (flow.accountability !== 'all') return;
    await createItem(tx, 'directus_revisions', {
      activity,
      collection: 'directus_flows',
      item: flow.id,
      data: { steps, data: storedRunData(data, ctx.config.FLOWS_STEP_OUTPUT_MAX_SIZE) },
      delta: null,
    });
  });
}
