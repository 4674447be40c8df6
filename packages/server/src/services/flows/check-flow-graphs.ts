import { invalidPayload } from '../../errors/error-helpers.js';
import type { OperationNode } from '../../flows/flow-definition.js';
import { toOperationNode } from '../../flows/load-flows.js';
import { flowGraphProblems } from '../../flows/validate-flow-graph.js';
import type { OperationContext } from '../items/operation-context.js';
import type { PrimaryKey } from '../items/primary-key.js';
import { readItems } from '../items/read-items.js';

/**
 * Inside a flow or operation write's transaction, after the write: the graphs of every flow it
 * touched (the flows named, those of the operations named, and those of operations linking to
 * them or start with them) must keep their links inside the flow and be free of loops; else the
 * write is refused (400) and rolls back. Four queries, whatever the number of flows.
 */
export async function checkFlowGraphs(
  tx: OperationContext,
  touched: { flows?: readonly PrimaryKey[]; operations?: readonly PrimaryKey[] },
): Promise<void> {
  const { permissions: _rules, events: _events, ...system } = tx;
  const flowIds = new Set((touched.flows ?? []).map(String));
  const operationIds = (touched.operations ?? []).map(String);
  if (operationIds.length > 0) {
    const { data } = await readItems(system, 'directus_operations', {
      fields: ['flow'],
      filter: { _or: [{ id: { _in: operationIds } }, { resolve: { _in: operationIds } }, { reject: { _in: operationIds } }] },
      limit: -1,
    });
    for (const row of data) flowIds.add(String(row.flow));
    // A flow whose first operation moved to another flow points outside itself now.
    const { data: starting } = await readItems(system, 'directus_flows', {
      fields: ['id'],
      filter: { operation: { _in: operationIds } },
      limit: -1,
    });
    for (const row of starting) flowIds.add(String(row.id));
  }
  if (flowIds.size === 0) return;
  const ids = [...flowIds];
  // One after the other: both run on the write's one connection.
  const { data: flows } = await readItems(system, 'directus_flows', {
    fields: ['id', 'operation'],
    filter: { id: { _in: ids } },
    limit: -1,
  });
  const { data: rows } = await readItems(system, 'directus_operations', { fields: ['*'], filter: { flow: { _in: ids } }, limit: -1 });
  const byFlow = new Map<string, OperationNode[]>();
  for (const row of rows) {
    const node = toOperationNode(row);
    const list = byFlow.get(node.flow);
    if (list) list.push(node);
    else byFlow.set(node.flow, [node]);
  }
  const problems = flows.flatMap((flow) =>
    flowGraphProblems(
      String(flow.id),
      flow.operation === null || flow.operation === undefined ? null : String(flow.operation),
      byFlow.get(String(flow.id)) ?? [],
    ),
  );
  if (problems.length > 0) throw invalidPayload(problems.join(' '));
}
