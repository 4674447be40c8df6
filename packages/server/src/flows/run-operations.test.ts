import { describe, expect, it } from 'vitest';
import type { AppContext } from '../app-context.js';
import { startDataChain } from './data-chain.js';
import type { FlowDefinition, OperationNode } from './flow-definition.js';
import type { OperationDefinition } from './operation-types.js';
import { runOperations } from './run-operations.js';

const node = (id: string, type: string, resolve: string | null = null): OperationNode => ({
  id,
  key: id,
  type,
  options: {},
  resolve,
  reject: null,
  flow: 'f',
});

const flow: FlowDefinition = {
  id: 'f',
  name: 'Flow',
  trigger: 'manual',
  accountability: null,
  options: {},
  operation: 'copied',
  operations: new Map([
    ['copied', node('copied', 'plain', 'kept')],
    ['kept', node('kept', 'json')],
  ]),
};

describe('runOperations', () => {
  it("copies a result through JSON, unless the operation says it is JSON already (Run Script's, parsed from text)", async () => {
    const plain = { at: new Date(0), skip: undefined };
    const parsed = { rows: ['a', 'b'] };
    const definitions = new Map<string, OperationDefinition>([
      ['plain', { id: 'plain', handler: () => plain }],
      ['json', { id: 'json', handler: () => parsed, returnsJson: true }],
    ]);
    const outcome = await runOperations(flow, startDataChain(null, null, {}), null, {
      ctx: {} as AppContext,
      operations: definitions,
      runFlow: async () => null,
    });
    expect(outcome.data.copied).toEqual({ at: '1970-01-01T00:00:00.000Z' });
    // Kept as it is: one object under its key and as $last, never a second copy.
    expect(outcome.data.kept).toBe(parsed);
    expect(outcome.data.$last).toBe(parsed);
  });
});
