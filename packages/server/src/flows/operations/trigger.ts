import { invalidPayload } from '../../errors/error-helpers.js';
import type { OperationDefinition } from '../operation-types.js';

interface TriggerOptions {
  flow?: unknown;
  payload?: unknown;
  iterationMode?: unknown;
  batchSize?: unknown;
}

/** How many runs one `trigger` operation may start for an array payload. */
export const MAX_TRIGGER_ITEMS = 1000;

/**
 * `trigger`: runs another flow (its trigger has to be `operation`) with `payload` and answers its
 * result. An array payload starts one run per item: `serial` one after the other, `batch` in groups
 * of `batchSize` at a time, `parallel` all at once (the default); the results come in item order.
 */
const trigger: OperationDefinition<TriggerOptions> = {
  id: 'trigger',
  async handler(options, context) {
    if (typeof options.flow !== 'string' || options.flow === '') throw invalidPayload('"flow" has to be the id of a flow');
    const run = (payload: unknown) => context.runFlow(options.flow as string, payload, context.accountability);
    if (!Array.isArray(options.payload)) return run(options.payload);
    const items = options.payload;
    if (items.length > MAX_TRIGGER_ITEMS) throw invalidPayload(`"payload" may hold at most ${MAX_TRIGGER_ITEMS} items`);
    switch (options.iterationMode) {
      case 'serial':
        return inGroups(items, 1, run);
      case 'batch':
        return inGroups(items, batchSizeOf(options.batchSize), run);
      default:
        return Promise.all(items.map(run));
    }
  },
};

async function inGroups(items: unknown[], size: number, run: (payload: unknown) => Promise<unknown>): Promise<unknown[]> {
  const results: unknown[] = [];
  for (let start = 0; start < items.length; start += size) results.push(...(await Promise.all(items.slice(start, start + size).map(run))));
  return results;
}

function batchSizeOf(value: unknown): number {
  const size = Number(value ?? 10);
  if (!Number.isInteger(size) || size < 1) throw invalidPayload('"batchSize" has to be a positive whole number');
  return size;
}

export default trigger;
