import { Kind, parse, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { ReadModel } from './collection-meta.js';
import { collectFields, type SelectionEnv } from './selection-query.js';

/** The root field nodes of `query` and the environment to collect their selections in (no model needed). */
function rootOf(query: string, variables: Record<string, unknown> = {}): { env: SelectionEnv; roots: FieldNode[] } {
  const document = parse(query);
  const fragments: Record<string, FragmentDefinitionNode> = Object.create(null);
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  )!;
  const roots = operation.selectionSet.selections.filter((selection): selection is FieldNode => selection.kind === Kind.FIELD);
  return { env: { model: {} as ReadModel, objects: new Map(), fragments, variables }, roots };
}

/** Response key → how many nodes were collected under it, in order. */
const shape = (fields: Map<string, FieldNode[]>) =>
  [...fields].map(([key, nodes]) => [key, nodes.map((node) => node.name.value).join(',')]);

describe('collectFields', () => {
  it.each([
    [
      '{ a { x y: x x } }',
      [
        ['x', 'x,x'],
        ['y', 'x'],
      ],
    ],
    [
      '{ a { ...F ... on T { z } } } fragment F on T { x }',
      [
        ['x', 'x'],
        ['z', 'z'],
      ],
    ],
    ['{ a { ...F ...F } } fragment F on T { x ...F }', [['x', 'x']]],
    ['{ a { x @skip(if: true) y @include(if: false) z } }', [['z', 'z']]],
    ['{ a { ...F @skip(if: true) ...F } } fragment F on T { x }', [['x', 'x']]],
    [
      '{ a { __proto__: x constructor: y } }',
      [
        ['__proto__', 'x'],
        ['constructor', 'y'],
      ],
    ],
  ])('%s → %j', (query, expected) => {
    const { env, roots } = rootOf(query);
    expect(shape(collectFields(env, roots))).toEqual(expected);
  });

  it('joins what every node of one field asks for', () => {
    const { env, roots } = rootOf('{ a { x } a { y ...F } } fragment F on T { x z }');
    expect(shape(collectFields(env, roots))).toEqual([
      ['x', 'x,x'],
      ['y', 'y'],
      ['z', 'z'],
    ]);
  });

  it('keeps fragments on the asked type only', () => {
    const { env, roots } = rootOf('{ a { id ...H ... on P { text } ... on H { level } } } fragment H on H { title }');
    expect(shape(collectFields(env, roots, 'H'))).toEqual([
      ['id', 'id'],
      ['title', 'title'],
      ['level', 'level'],
    ]);
  });

  it('expands a fragment spread twice at every level once: 2^40 fields once expanded, two collected, at once', () => {
    const fragments = Array.from({ length: 40 }, (_, i) => `fragment F${i + 1} on T { ...F${i} ...F${i} }`).join(' ');
    const { env, roots } = rootOf(`{ a { ...F40 } } fragment F0 on T { id title } ${fragments}`);
    const started = performance.now();
    expect(shape(collectFields(env, roots))).toEqual([
      ['id', 'id'],
      ['title', 'title'],
    ]);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
