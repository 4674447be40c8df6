import { describe, expect, it } from 'vitest';
import { emptyGroup, filterToTree, newNodeId, treeToFilter } from './filter-tree.js';
import type { FilterGroup, FilterRule } from './filter-tree.js';

function rule(path: string, type: string, operator: FilterRule['operator'], value: FilterRule['value']): FilterRule {
  return { kind: 'rule', id: newNodeId(), path, type, operator, value };
}

describe('treeToFilter', () => {
  it('gives null for an empty tree', () => {
    expect(treeToFilter(emptyGroup())).toBeNull();
  });

  it('converts list, range and flag values by field type', () => {
    const root: FilterGroup = {
      ...emptyGroup(),
      children: [
        rule('id', 'integer', '_in', '1, 2,3'),
        rule('price', 'decimal', '_between', ['10', '20']),
        rule('title', 'string', '_null', true),
        rule('status', 'string', '_nin', 'draft, archived'),
      ],
    };
    expect(treeToFilter(root)).toEqual({
      _and: [
        { id: { _in: [1, 2, 3] } },
        { price: { _between: [10, 20] } },
        { title: { _null: true } },
        { status: { _nin: ['draft', 'archived'] } },
      ],
    });
  });

  it('sends GeoJSON values of geometry operators as objects', () => {
    const root: FilterGroup = {
      ...emptyGroup(),
      children: [rule('area', 'geometry.Polygon', '_intersects', '{"type":"Point","coordinates":[1,2]}')],
    };
    expect(treeToFilter(root)).toEqual({ _and: [{ area: { _intersects: { type: 'Point', coordinates: [1, 2] } } }] });
  });

  it('nests relational paths and groups', () => {
    const root: FilterGroup = {
      ...emptyGroup(),
      children: [
        {
          kind: 'group',
          id: newNodeId(),
          logic: '_or',
          children: [rule('author.name', 'string', '_eq', 'Ann'), rule('published', 'boolean', '_eq', true)],
        },
      ],
    };
    expect(treeToFilter(root)).toEqual({ _and: [{ _or: [{ author: { name: { _eq: 'Ann' } } }, { published: { _eq: true } }] }] });
  });
});

describe('incomplete rules', () => {
  it('leaves out rules whose value is still empty', () => {
    const root: FilterGroup = {
      ...emptyGroup(),
      children: [
        rule('title', 'string', '_contains', ''),
        rule('id', 'integer', '_between', ['1', '']),
        rule('id', 'integer', '_in', ' , '),
      ],
    };
    expect(treeToFilter(root)).toBeNull();
  });
});

describe('filterToTree', () => {
  it('round-trips a filter the builder wrote', () => {
    const filter = {
      _and: [
        { _or: [{ author: { name: { _eq: 'Ann' } } }, { id: { _in: [1, 2] } }] },
        { date: { _between: ['2024-01-01', '2024-02-01'] } },
      ],
    };
    const types: Record<string, string> = { 'author.name': 'string', id: 'integer', date: 'date' };
    const tree = filterToTree(filter, (path) => types[path] ?? 'string');
    expect(treeToFilter(tree)).toEqual(filter);
  });

  it('wraps a bare field filter in an _and group', () => {
    const tree = filterToTree({ title: { _contains: 'x' } }, () => 'string');
    expect(tree.logic).toBe('_and');
    expect(treeToFilter(tree)).toEqual({ _and: [{ title: { _contains: 'x' } }] });
  });
});
