import type { Logger } from 'pino';
import type { OperationContext as ItemsContext } from '../services/items/operation-context.js';
import { readItems } from '../services/items/read-items.js';
import { isPlainObject } from '../utils/is-plain-object.js';
import type { FlowDefinition, FlowTrigger, OperationNode } from './flow-definition.js';
import { flowGraphProblems } from './validate-flow-graph.js';

const TRIGGERS: readonly string[] = ['event', 'schedule', 'operation', 'webhook', 'manual'];

/**
 * The active flows with their operations, read as the server (two queries, whatever the number
 * of flows). A flow whose graph is broken (a link outside it, a loop) is left out and logged:
 * writes refuse such graphs, so only rows written around the API can hold one.
 */
export async function loadFlows(system: ItemsContext, logger: Pick<Logger, 'warn'>): Promise<Map<string, FlowDefinition>> {
  const { data: flowRows } = await readItems(system, 'directus_flows', { fields: ['*'], filter: { status: { _eq: 'active' } }, limit: -1 });
  const ids = flowRows.map((row) => String(row.id));
  const { data: operationRows } =
    ids.length === 0
      ? { data: [] }
      : await readItems(system, 'directus_operations', { fields: ['*'], filter: { flow: { _in: ids } }, limit: -1 });
  const byFlow = new Map<string, OperationNode[]>();
  for (const row of operationRows) {
    const node = toOperationNode(row);
    const list = byFlow.get(node.flow);
    if (list) list.push(node);
    else byFlow.set(node.flow, [node]);
  }
  const flows = new Map<string, FlowDefinition>();
  for (const row of flowRows) {
    const id = String(row.id);
    const operations = byFlow.get(id) ?? [];
    const first = row.operation === null || row.operation === undefined ? null : String(row.operation);
    const problems = flowGraphProblems(id, first, operations);
    if (problems.length > 0) {
      logger.warn({ flow: id, problems }, 'flow left out: its operations do not form a valid graph');
      continue;
    }
    flows.set(id, {
      id,
      name: String(row.name ?? ''),
      trigger: TRIGGERS.includes(String(row.trigger)) ? (row.trigger as FlowTrigger) : null,
      accountability: row.accountability === 'all' || row.accountability === 'activity' ? row.accountability : null,
      options: jsonObject(row.options),
      operation: first,
      operations: new Map(operations.map((node) => [node.id, node])),
    });
  }
  return flows;
}

export function toOperationNode(row: Record<string, unknown>): OperationNode {
  return {
    id: String(row.id),
    key: String(row.key),
    type: String(row.type),
    options: jsonObject(row.options),
    resolve: row.resolve === null || row.resolve === undefined ? null : String(row.resolve),
    reject: row.reject === null || row.reject === undefined ? null : String(row.reject),
    flow: String(row.flow),
  };
}

/** A JSON column's object (drivers answer JSON as text on some databases); anything else is empty. */
function jsonObject(value: unknown): Record<string, unknown> {
  if (typeof value === 'string') {
    try {
      return jsonObject(JSON.parse(value));
    } catch {
      return {};
    }
  }
  return isPlainObject(value) ? value : {};
}
