import { matchesFilter } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { makeField } from '../../testing/fixtures.js';
import { columnQueries, columnValues, KANBAN_MAX_VALUE_COLUMNS, withColumnFilter } from './kanban-column-queries.js';
import { UNKNOWN_COLUMN_ID } from './kanban-columns.js';

const choices = [
  { text: 'To do', value: 'todo' },
  { text: 'Done', value: 'done' },
];
const status = makeField('tasks', 'status', 'string', { interface: 'select-dropdown', options: { choices } });
const plain = makeField('tasks', 'owner', 'string', { interface: 'input' });

describe('columnValues', () => {
  it("takes the field's choices, whatever the counts say", () => {
    expect(columnValues(status, [{ group: { status: 'other' }, value: 9 }])).toEqual([
      { value: 'todo', title: 'To do' },
      { value: 'done', title: 'Done' },
    ]);
  });

  it('keeps the most frequent distinct values of a field without choices, sorted, never empty ones', () => {
    const groups = Array.from({ length: KANBAN_MAX_VALUE_COLUMNS + 5 }, (_, index) => ({
      group: { owner: `user ${index}` },
      value: index,
    }));
    groups.push({ group: { owner: '' }, value: 1000 }, { group: { owner: null as unknown as string }, value: 1000 });
    const values = columnValues(plain, groups).map((entry) => entry.value);
    expect(values).toHaveLength(KANBAN_MAX_VALUE_COLUMNS);
    expect(values).not.toContain('user 0');
    expect(values).toContain(`user ${KANBAN_MAX_VALUE_COLUMNS + 4}`);
    expect(values).not.toContain('');
    expect(values.slice(0, 3)).toEqual(['user 5', 'user 6', 'user 7']);
  });
});

describe('columnQueries', () => {
  const rows = [
    { id: 1, status: 'todo' },
    { id: 2, status: 'done' },
    { id: 3, status: 'gone' },
    { id: 4, status: null },
    { id: 5, status: '' },
  ];

  it('selects each row in exactly one column, the unknown and empty ones in "No value"', () => {
    const queries = columnQueries(status, columnValues(status, []));
    expect(queries.map((query) => query.id).at(-1)).toBe(UNKNOWN_COLUMN_ID);
    const columnsOf = (row: (typeof rows)[number]) =>
      queries.filter((query) => matchesFilter(query.filter as never, row)).map((query) => query.title);
    expect(rows.map(columnsOf)).toEqual([['To do'], ['Done'], ['No value'], ['No value'], ['No value']]);
  });

  it('asks fields that are not text only for null, text fields for empty', () => {
    const priority = makeField('tasks', 'priority', 'integer', {
      interface: 'select-radio',
      options: { choices: [{ text: 'Low', value: 1 }] },
    });
    const unknown = columnQueries(priority, columnValues(priority, [])).at(-1);
    expect(unknown?.filter).toEqual({ _or: [{ priority: { _null: true } }, { priority: { _nin: [1] } }] });
    expect(columnQueries(status, columnValues(status, [])).at(-1)?.filter).toEqual({
      _or: [{ status: { _empty: true } }, { status: { _nin: ['todo', 'done'] } }],
    });
  });

  it("adds a column's filter to the page's, keeping both", () => {
    expect(withColumnFilter(undefined, { a: { _eq: 1 } })).toEqual({ a: { _eq: 1 } });
    expect(withColumnFilter({}, { a: { _eq: 1 } })).toEqual({ a: { _eq: 1 } });
    expect(withColumnFilter({ b: { _eq: 2 } }, { a: { _eq: 1 } })).toEqual({ _and: [{ b: { _eq: 2 } }, { a: { _eq: 1 } }] });
  });
});
