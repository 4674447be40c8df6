import { describe, expect, it } from 'vitest';
import { layoutOptionsLines, optionLabel, optionValue } from './layout-options-summary.js';

const YES_NO = { yes: 'Yes', no: 'No' };
const label = (layout: string) => ({ tabular: 'Table', kanban: 'Kanban' })[layout] ?? layout;

describe('layout options in words', () => {
  it('names option keys as words', () => {
    expect(optionLabel('groupField')).toBe('Group field');
    expect(optionLabel('show_avatar')).toBe('Show avatar');
    expect(optionLabel('widths')).toBe('Widths');
  });

  it('writes values as words', () => {
    expect(optionValue(true, YES_NO)).toBe('Yes');
    expect(optionValue(['title', 'status'], YES_NO)).toBe('title, status');
    expect(optionValue({ title: 240, status: 120 }, YES_NO)).toBe('title: 240, status: 120');
    expect(optionValue(null, YES_NO)).toBe('—');
  });

  it("lists each layout's options, the preset's own layout first", () => {
    const text = JSON.stringify({ tabular: { widths: { title: 240 } }, kanban: { groupField: 'status', showUngrouped: false } });
    expect(layoutOptionsLines(text, 'kanban', label, YES_NO)).toEqual([
      {
        layout: 'Kanban',
        lines: [
          { label: 'Group field', value: 'status' },
          { label: 'Show ungrouped', value: 'No' },
        ],
      },
      { layout: 'Table', lines: [{ label: 'Widths', value: 'title: 240' }] },
    ]);
  });

  it('has nothing to say for empty options, and gives up on text that is not a JSON object', () => {
    expect(layoutOptionsLines('', 'tabular', label, YES_NO)).toEqual([]);
    expect(layoutOptionsLines('{"a":', 'tabular', label, YES_NO)).toBeNull();
    expect(layoutOptionsLines('[1]', 'tabular', label, YES_NO)).toBeNull();
  });
});
