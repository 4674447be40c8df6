import { describe, expect, it } from 'vitest';
import { makeField } from '../../testing/fixtures.js';
import { columnValues } from './kanban-column-queries.js';
import { cardId, groupFieldCandidates, groupRows, moveRow, planDrop, resolveOptions, UNKNOWN_COLUMN_ID } from './kanban-columns.js';

const choices = [
  { text: 'To do', value: 'todo' },
  { text: 'Doing', value: 'doing' },
  { text: 'Done', value: 'done' },
];
const id = makeField('tasks', 'id', 'integer', {}, { is_primary_key: true });
const status = makeField('tasks', 'status', 'string', { interface: 'select-dropdown', options: { choices } });
const title = makeField('tasks', 'title', 'string', { interface: 'input' });
const rows = [
  { id: 1, status: 'doing', title: 'Write' },
  { id: 2, status: 'todo', title: 'Plan' },
  { id: 3, status: 'archived', title: 'Old' },
  { id: 4, status: null, title: 'Loose' },
  { id: 5, status: 'doing', title: 'Test' },
];
const titlesOf = (columns: ReturnType<typeof groupRows>) => columns.map((column) => [column.title, column.rows.map((row) => row.title)]);

describe('groupRows', () => {
  it('makes a column per choice in their order, and one for empty or unknown values', () => {
    expect(titlesOf(groupRows(rows, status, columnValues(status, [])))).toEqual([
      ['To do', ['Plan']],
      ['Doing', ['Write', 'Test']],
      ['Done', []],
      ['No value', ['Old', 'Loose']],
    ]);
  });

  it('uses the values the grouped count found when the field has no choices', () => {
    const plain = makeField('tasks', 'status', 'string', { interface: 'input' });
    const groups = ['doing', 'todo', 'archived', null].map((value) => ({ group: { status: value }, value: 1 }));
    const columns = groupRows(rows, plain, columnValues(plain, groups));
    expect(columns.map((column) => column.value)).toEqual(['archived', 'doing', 'todo', null]);
    expect(columns.at(-1)?.rows.map((row) => row.id)).toEqual([4]);
  });

  it('carries the count of items not loaded per column', () => {
    const hidden = new Map([[UNKNOWN_COLUMN_ID, 7]]);
    const columns = groupRows(rows, status, columnValues(status, []), hidden);
    expect(columns.map((column) => column.hidden)).toEqual([0, 0, 0, 7]);
  });

  it('matches numeric choices to their values whatever the type in the row', () => {
    const priority = makeField('tasks', 'priority', 'integer', {
      interface: 'select-radio',
      options: {
        choices: [
          { text: 'Low', value: 1 },
          { text: 'High', value: 2 },
        ],
      },
    });
    const columns = groupRows(
      [
        { id: 1, priority: '2' },
        { id: 2, priority: 1 },
      ],
      priority,
      columnValues(priority, []),
    );
    expect(columns.map((column) => column.rows.map((row) => row.id))).toEqual([[2], [1], []]);
  });
});

describe('planDrop', () => {
  const columns = groupRows(rows, status, columnValues(status, []));
  const [todo, doing, done, unknown] = columns;

  it('asks for the new group value when a card lands on another column', () => {
    expect(planDrop(columns, cardId(2), done?.id ?? '', 'status', 'id', false)).toEqual({
      kind: 'group',
      key: 2,
      patch: { status: 'done' },
      value: 'done',
    });
  });

  it('takes the column of the card it lands on, and null for the unknown column', () => {
    expect(planDrop(columns, cardId(2), cardId(5), 'status', 'id', false)).toMatchObject({ patch: { status: 'doing' } });
    expect(planDrop(columns, cardId(1), unknown?.id ?? '', 'status', 'id', false)).toMatchObject({ patch: { status: null } });
  });

  it('sorts inside a column only when the collection has a sort field', () => {
    expect(planDrop(columns, cardId(5), cardId(1), 'status', 'id', true)).toEqual({ kind: 'sort', item: 5, to: 1 });
    expect(planDrop(columns, cardId(5), cardId(1), 'status', 'id', false)).toBeNull();
    expect(planDrop(columns, cardId(5), doing?.id ?? '', 'status', 'id', true)).toBeNull();
  });

  it('does nothing for a drop outside the board or on itself', () => {
    expect(planDrop(columns, cardId(2), null, 'status', 'id', true)).toBeNull();
    expect(planDrop(columns, cardId(2), cardId(2), 'status', 'id', true)).toBeNull();
    expect(planDrop(columns, cardId(99), todo?.id ?? '', 'status', 'id', true)).toBeNull();
  });
});

describe('options', () => {
  it('offers choice and string fields to group by, never the primary key', () => {
    expect(groupFieldCandidates([id, status, title]).map((field) => field.field)).toEqual(['status', 'title']);
  });

  it('falls back to the first candidate when the saved fields are gone', () => {
    expect(resolveOptions({ groupField: 'gone', titleField: null, textField: 'gone' }, [id, status, title], 'id')).toEqual({
      groupField: 'status',
      titleField: 'title',
      textField: null,
    });
    expect(resolveOptions({ groupField: null, titleField: null, textField: null }, [id], 'id').groupField).toBeNull();
  });

  it('moves a row optimistically without touching the others', () => {
    const moved = moveRow(rows, 'id', 2, 'status', 'done');
    expect(moved.find((row) => row.id === 2)?.status).toBe('done');
    expect(moved.filter((row) => row.status === 'done')).toHaveLength(1);
    expect(rows.find((row) => row.id === 2)?.status).toBe('todo');
  });
});
