import type { FlowRecord, ManualFlowOptions } from '../../lib/flows/types.js';
import type { PrimaryKey } from '../../lib/schema/types.js';

export type FlowLocation = 'item' | 'collection';

/** A flow's options read as a manual trigger's, whatever JSON was stored. */
export function manualOptions(flow: FlowRecord): ManualFlowOptions {
  const options = flow.options;
  return options && typeof options === 'object' && !Array.isArray(options) ? (options as ManualFlowOptions) : {};
}

/**
 * The active manual flows offered on a page of `collection` (api-reference section 8): those whose
 * `options.collections` name it, at the page kind their `location` allows (`both` by default).
 */
export function manualFlowsFor(flows: readonly FlowRecord[], collection: string, location: FlowLocation): FlowRecord[] {
  return flows.filter((flow) => {
    if (flow.trigger !== 'manual' || flow.status !== 'active') return false;
    const options = manualOptions(flow);
    if (!Array.isArray(options.collections) || !options.collections.includes(collection)) return false;
    const where = options.location ?? 'both';
    return where === 'both' || where === location;
  });
}

/** On a collection page a flow needs a selection unless it says `requireSelection: false`. */
export function needsSelection(flow: FlowRecord, location: FlowLocation, keys: readonly PrimaryKey[]): boolean {
  return location === 'collection' && manualOptions(flow).requireSelection !== false && keys.length === 0;
}

/**
 * The body of `POST /flows/trigger/:id`, as the reference's app sends it: the confirmation values,
 * then `collection`, then `keys` (the item, or the selection). On a collection page a flow that
 * needs no selection, run with none, gets no `keys`.
 */
export function manualTriggerBody(input: {
  flow: FlowRecord;
  collection: string;
  location: FlowLocation;
  keys: readonly PrimaryKey[];
  values?: Record<string, unknown>;
}): Record<string, unknown> {
  const { flow, collection, location, keys, values = {} } = input;
  if (location === 'collection' && manualOptions(flow).requireSelection === false && keys.length === 0) return { ...values, collection };
  return { ...values, collection, keys: [...keys] };
}
