import { describe, expect, it } from 'vitest';
import type { OperationContext, RunFlow } from '../operation-types.js';
import condition from './condition.js';
import { OPERATIONS } from './registry.js';
import sleep from './sleep.js';
import transform from './transform.js';
import trigger from './trigger.js';

const contextWith = (data: Record<string, unknown>, runFlow: RunFlow = () => Promise.resolve(null)): OperationContext =>
  ({ ctx: {} as never, data, accountability: null, flow: { id: 'f', name: 'F' }, runFlow }) as OperationContext;

describe('the engine operations', () => {
  it('are registered by type', () => {
    expect([...OPERATIONS.keys()].sort()).toEqual(expect.arrayContaining(['condition', 'log', 'sleep', 'transform', 'trigger']));
    expect(OPERATIONS.get('__proto__')).toBeUndefined();
  });

  it('condition resolves when the data chain matches and throws the failures when it does not', () => {
    const data = { $trigger: { payload: { status: 'published' } } };
    expect(condition.handler({ filter: { $trigger: { payload: { status: { _eq: 'published' } } } } }, contextWith(data))).toBeNull();
    expect(() => condition.handler({ filter: { $trigger: { payload: { status: { _eq: 'draft' } } } } }, contextWith(data))).toThrow();
    try {
      condition.handler({ filter: { missing: { _nnull: true } } }, contextWith(data));
    } catch (failures) {
      expect(failures).toEqual([expect.objectContaining({ field: 'missing' })]);
    }
    expect(() => condition.handler({ filter: 'nope' }, contextWith(data))).toThrow(expect.objectContaining({ code: 'INVALID_PAYLOAD' }));
  });

  it('transform answers its json, parsing JSON text', () => {
    expect(transform.handler({ json: { a: 1 } }, contextWith({}))).toEqual({ a: 1 });
    expect(transform.handler({ json: '[1,2]' }, contextWith({}))).toEqual([1, 2]);
    expect(() => transform.handler({ json: '{oops' }, contextWith({}))).toThrow(expect.objectContaining({ code: 'INVALID_PAYLOAD' }));
  });

  it('sleep waits the milliseconds asked and refuses nonsense', async () => {
    const started = Date.now();
    await sleep.handler({ milliseconds: 60 }, contextWith({}));
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    for (const milliseconds of [-1, 'soon', Number.POSITIVE_INFINITY, 10 ** 12])
      await expect(sleep.handler({ milliseconds }, contextWith({}))).rejects.toMatchObject({ code: 'INVALID_PAYLOAD' });
  });

  it('trigger runs batches of batchSize at a time, in item order', async () => {
    let running = 0;
    let most = 0;
    const runFlow: RunFlow = async (_flow, payload) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 10));
      running -= 1;
      return payload;
    };
    const items = [1, 2, 3, 4, 5];
    expect(await trigger.handler({ flow: 'x', payload: items, iterationMode: 'batch', batchSize: 2 }, contextWith({}, runFlow))).toEqual(
      items,
    );
    expect(most).toBe(2);
    most = 0;
    await trigger.handler({ flow: 'x', payload: items, iterationMode: 'serial' }, contextWith({}, runFlow));
    expect(most).toBe(1);
    most = 0;
    await trigger.handler({ flow: 'x', payload: items, iterationMode: 'parallel' }, contextWith({}, runFlow));
    expect(most).toBe(5);
    await expect(trigger.handler({ flow: '', payload: 1 }, contextWith({}, runFlow))).rejects.toMatchObject({ code: 'INVALID_PAYLOAD' });
    await expect(trigger.handler({ flow: 'x', payload: new Array(1001).fill(0) }, contextWith({}, runFlow))).rejects.toMatchObject({
      code: 'INVALID_PAYLOAD',
    });
  });
});
