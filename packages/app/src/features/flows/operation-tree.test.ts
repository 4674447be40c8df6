import { describe, expect, it } from 'vitest';
import type { OperationRecord } from '../../lib/flows/types.js';
import { operationTree } from './operation-tree.js';

const op = (id: string, resolve: string | null = null, reject: string | null = null): OperationRecord => ({
  id,
  name: id,
  key: id,
  type: 'log',
  position_x: 0,
  position_y: 0,
  options: null,
  resolve,
  reject,
  flow: 'f',
});

describe('operationTree', () => {
  it('follows resolve and reject from the first operation and lists what no path reaches', () => {
    const { root, unreachable } = operationTree('a', [op('a', 'b', 'c'), op('b'), op('c'), op('lonely')]);
    expect(root?.operation.id).toBe('a');
    expect(root?.resolve?.operation.id).toBe('b');
    expect(root?.reject?.operation.id).toBe('c');
    expect(unreachable.map((entry) => entry.id)).toEqual(['lonely']);
  });

  it('stops at an operation reached again, so a loop in stored data ends', () => {
    const { root } = operationTree('a', [op('a', 'b'), op('b', 'a')]);
    expect(root?.resolve?.resolve).toMatchObject({ operation: { id: 'a' }, seen: true, resolve: null });
  });

  it('has no root without a first operation, or with one that does not exist', () => {
    expect(operationTree(null, [op('a')]).root).toBeNull();
    expect(operationTree('missing', [op('a')]).root).toBeNull();
  });
});
