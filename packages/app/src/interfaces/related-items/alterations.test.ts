import { describe, expect, it } from 'vitest';
import { displayRows, withCreated, withRemoved, withUpdated } from './alterations.js';

const initial = [
  { id: 1, body: 'first' },
  { id: 2, body: 'second' },
];

describe('alterations', () => {
  it('shows the loaded rows while nothing changed', () => {
    expect(displayRows(initial, initial, 'id').map((row) => [row.key, row.state])).toEqual([
      ['existing-1', 'existing'],
      ['existing-2', 'existing'],
    ]);
  });

  it('records creates, updates and deletes and shows the result', () => {
    let value: unknown = initial;
    value = withCreated(value, { body: 'new' });
    value = withUpdated(value, 'id', 2, { body: 'changed' });
    const first = displayRows(initial, value, 'id')[0]!;
    value = withRemoved(value, first, 'id');
    expect(value).toEqual({ create: [{ body: 'new' }], update: [{ id: 2, body: 'changed' }], delete: [1] });
    expect(displayRows(initial, value, 'id').map((row) => row.item.body)).toEqual(['changed', 'new']);
  });

  it('forgets a new row instead of deleting it, and un-selects a picked row', () => {
    let value: unknown = withCreated(initial, { body: 'new' });
    value = withUpdated(value, 'id', 9, {});
    const rows = displayRows(initial, value, 'id');
    value = withRemoved(
      value,
      rows.find((row) => row.state === 'created')!,
      'id',
    );
    value = withRemoved(
      value,
      rows.find((row) => row.key === 'selected-9')!,
      'id',
    );
    expect(value).toEqual({ create: [], update: [], delete: [] });
  });
});
