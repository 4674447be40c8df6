import type { FlowDefinition } from './flow-definition.js';
import type { DataChain } from './operation-types.js';
import { valueAtPath } from './data-path.js';

/**
 * What a run answers (webhook body, manual trigger, `trigger` operation, filter flow payload) per
 * its flow's `return` option: `$all` the whole chain, another value a path into it, none
 * `fallback` (`$last` for webhooks, manual and operation flows; nothing for filter flows).
 */
export function flowReturn(flow: FlowDefinition, data: DataChain, fallback: '$last' | null): unknown {
  const wanted = typeof flow.options.return === 'string' && flow.options.return !== '' ? flow.options.return : fallback;
  if (wanted === null) return undefined;
  if (wanted === '$all') return { ...data };
  return valueAtPath(data, wanted);
}
