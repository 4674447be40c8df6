import type { AppContext } from '../app-context.js';
import type { Accountability } from '../permissions/accountability.js';
import { withResult } from './data-chain.js';
import type { FlowDefinition } from './flow-definition.js';
import { errorAsData, toJsonValue } from './json-value.js';
import type { DataChain, OperationDefinition, RunFlow } from './operation-types.js';
import { renderOptions } from './render-options.js';

/** One operation of a run, as the run's revision records it. */
export interface RunStep {
  operation: string;
  key: string;
  status: 'resolve' | 'reject' | 'unknown';
  options: Record<string, unknown> | null;
}

export interface OperationsOutcome {
  /** How the last operation ended (`resolve` when the flow has none). */
  status: 'resolve' | 'reject';
  data: DataChain;
  steps: RunStep[];
}

export interface RunEnvironment {
  ctx: AppContext;
  operations: { get(id: string): OperationDefinition | undefined };
  runFlow: RunFlow;
}

/**
 * Runs a flow's operations from its first one: each gets its options templated with the chain as
 * it stands, its result goes under its key and into `$last`, and the run follows `resolve` or,
 * when it threw, `reject` with the error as data. A run passes each operation at most once (graphs
 * are checked for loops when written; this bound holds even if one slipped in).
 */
export async function runOperations(
  flow: FlowDefinition,
  start: DataChain,
  accountability: Accountability | null,
  env: RunEnvironment,
): Promise<OperationsOutcome> {
  let data = start;
  let status: OperationsOutcome['status'] = 'resolve';
  const steps: RunStep[] = [];
  let next = flow.operation;
  while (next !== null && steps.length < flow.operations.size) {
    const node = flow.operations.get(next);
    if (!node) break;
    const definition = env.operations.get(node.type);
    let options: Record<string, unknown> | null = null;
    let result: unknown;
    try {
      if (!definition) throw new Error(`Operation type "${node.type}" does not exist.`);
      options = renderOptions(node.options, data);
      const context = { ctx: env.ctx, data, accountability, flow: { id: flow.id, name: flow.name }, runFlow: env.runFlow };
      const value: unknown = await definition.handler(options, context);
      result = definition.returnsJson ? (value ?? null) : toJsonValue(value);
      status = 'resolve';
    } catch (error) {
      result = errorAsData(error);
      status = 'reject';
    }
    data = withResult(data, node.key, result);
    steps.push({ operation: node.id, key: node.key, status: definition ? status : 'unknown', options });
    next = status === 'resolve' ? node.resolve : node.reject;
  }
  return { status, data, steps };
}
