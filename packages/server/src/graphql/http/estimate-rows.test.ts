import { buildSchema, Kind, parse, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { estimateRows } from './estimate-rows.js';

const schema = buildSchema(`
  type Query { articles(limit: Int): [Article!]! article: Article }
  type Article { id: ID tags: [String] author: Author comments(limit: Int): [Comment] }
  type Author { name: String articles(limit: Int): [Article] }
  type Comment { body: String }
`);

const estimate = (query: string, variables: Record<string, unknown> = {}) => {
  const document = parse(query);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  return estimateRows(schema, operation, fragments, variables, { defaultLimit: 100, unlimited: 10_000 });
};

describe('estimateRows', () => {
  it.each([
    ['{ articles(limit: 10) { id tags } }', 10],
    ['{ articles { id } }', 100],
    ['{ articles(limit: -1) { id } }', 10_000],
    ['{ article { id } }', 1],
    ['{ articles(limit: 10) { author { name } } }', 10 * (1 + 1)],
    ['{ articles(limit: 10) { comments(limit: 5) { body } } }', 10 * (1 + 5)],
    ['{ articles(limit: 10) { author { articles(limit: 3) { id } } } }', 10 * (1 + 1 * (1 + 3))],
    ['{ a: articles(limit: 10) { id } b: articles(limit: 20) { id } }', 30],
    ['{ articles(limit: 10) { ...C } } fragment C on Article { comments(limit: 5) { body } }', 60],
    ['{ articles(limit: 2) { ... on Article { comments(limit: 5) { body } } } }', 12],
    ['{ __schema { types { fields { name } } } }', 0],
  ])('%s → %d rows', (query, rows) => {
    expect(estimate(query)).toBe(rows);
  });

  it('reads limits from variables', () => {
    expect(estimate('query ($n: Int) { articles(limit: $n) { id } }', { n: 7 })).toBe(7);
    expect(estimate('query ($n: Int) { articles(limit: $n) { id } }', {})).toBe(100);
  });
});
