import { describe, expect, it } from 'vitest';
import type { FlowRecord } from '../../lib/flows/types.js';
import { manualFlowsFor, manualTriggerBody, needsSelection } from './manual-flows.js';

function flow(id: string, options: Record<string, unknown>, extra: Partial<FlowRecord> = {}): FlowRecord {
  return {
    id,
    name: id,
    icon: null,
    color: null,
    description: null,
    status: 'active',
    trigger: 'manual',
    accountability: 'all',
    options,
    operation: null,
    ...extra,
  };
}

describe('manualFlowsFor', () => {
  const flows = [
    flow('both', { collections: ['articles'] }),
    flow('item-only', { collections: ['articles'], location: 'item' }),
    flow('collection-only', { collections: ['articles', 'authors'], location: 'collection' }),
    flow('other', { collections: ['authors'] }),
    flow('inactive', { collections: ['articles'] }, { status: 'inactive' }),
    flow('event', { collections: ['articles'] }, { trigger: 'event' }),
    flow('no-options', {}, { options: null }),
    flow('proto', { collections: ['__proto__'] }),
  ];
  it('keeps active manual flows of the collection at their location', () => {
    expect(manualFlowsFor(flows, 'articles', 'item').map((entry) => entry.id)).toEqual(['both', 'item-only']);
    expect(manualFlowsFor(flows, 'articles', 'collection').map((entry) => entry.id)).toEqual(['both', 'collection-only']);
    expect(manualFlowsFor(flows, 'authors', 'collection').map((entry) => entry.id)).toEqual(['collection-only', 'other']);
    expect(manualFlowsFor(flows, 'constructor', 'item')).toEqual([]);
    expect(manualFlowsFor(flows, '__proto__', 'item').map((entry) => entry.id)).toEqual(['proto']);
  });
});

describe('manualTriggerBody', () => {
  it('sends the values, the collection and the keys; keys stay out only for a selection-free flow run with none', () => {
    const plain = flow('f', { collections: ['articles'] });
    const free = flow('g', { collections: ['articles'], requireSelection: false });
    expect(manualTriggerBody({ flow: plain, collection: 'articles', location: 'item', keys: [7], values: { note: 'x' } })).toEqual({
      note: 'x',
      collection: 'articles',
      keys: [7],
    });
    expect(manualTriggerBody({ flow: free, collection: 'articles', location: 'collection', keys: [] })).toEqual({ collection: 'articles' });
    expect(manualTriggerBody({ flow: free, collection: 'articles', location: 'collection', keys: [1, 2] })).toEqual({
      collection: 'articles',
      keys: [1, 2],
    });
    // A confirmation field named like the body's own keys cannot replace them.
    expect(
      manualTriggerBody({ flow: plain, collection: 'articles', location: 'item', keys: [1], values: { collection: 'x', keys: [9] } }),
    ).toEqual({ collection: 'articles', keys: [1] });
  });

  it('needs a selection on collection pages unless requireSelection is false', () => {
    expect(needsSelection(flow('f', {}), 'collection', [])).toBe(true);
    expect(needsSelection(flow('f', {}), 'collection', [1])).toBe(false);
    expect(needsSelection(flow('f', {}), 'item', [])).toBe(false);
    expect(needsSelection(flow('f', { requireSelection: false }), 'collection', [])).toBe(false);
  });
});
