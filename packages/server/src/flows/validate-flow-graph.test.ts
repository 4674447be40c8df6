import { describe, expect, it } from 'vitest';
import type { OperationNode } from './flow-definition.js';
import { flowGraphProblems } from './validate-flow-graph.js';

const node = (id: string, links: { resolve?: string; reject?: string } = {}, flow = 'f'): OperationNode => ({
  id,
  key: `key-${id}`,
  type: 'log',
  options: {},
  resolve: links.resolve ?? null,
  reject: links.reject ?? null,
  flow,
});

describe('flowGraphProblems', () => {
  it('accepts a tree of resolve and reject paths', () => {
    expect(
      flowGraphProblems('f', 'a', [node('a', { resolve: 'b', reject: 'c' }), node('b'), node('c', { resolve: 'd' }), node('d')]),
    ).toEqual([]);
    expect(flowGraphProblems('f', null, [])).toEqual([]);
  });

  it('finds loops, long and onto themselves', () => {
    expect(
      flowGraphProblems('f', 'a', [node('a', { resolve: 'b' }), node('b', { reject: 'c' }), node('c', { resolve: 'a' })])[0],
    ).toContain('loop');
    expect(flowGraphProblems('f', 'a', [node('a', { resolve: 'a' })])[0]).toContain('"key-a"');
    // A loop not reachable from the first operation is still one.
    expect(flowGraphProblems('f', 'a', [node('a'), node('x', { resolve: 'y' }), node('y', { resolve: 'x' })])).toHaveLength(1);
  });

  it('finds links and a first operation outside the flow', () => {
    expect(flowGraphProblems('f', 'a', [node('a', { resolve: 'elsewhere' })])[0]).toContain('outside its flow');
    expect(flowGraphProblems('f', 'elsewhere', [node('a')])[0]).toContain('first operation');
  });

  it('walks a long chain without recursion', () => {
    const chain = Array.from({ length: 10_000 }, (_, index) => node(String(index), index < 9_999 ? { resolve: String(index + 1) } : {}));
    expect(flowGraphProblems('f', '0', chain)).toEqual([]);
    chain[9_999] = node('9999', { resolve: '0' });
    expect(flowGraphProblems('f', '0', chain)).toHaveLength(1);
  });

  it('treats __proto__ and constructor as ids like any other', () => {
    expect(flowGraphProblems('f', '__proto__', [node('__proto__', { resolve: 'constructor' }), node('constructor')])).toEqual([]);
    expect(flowGraphProblems('f', '__proto__', [node('__proto__', { resolve: 'toString' })])[0]).toContain('outside');
  });
});
