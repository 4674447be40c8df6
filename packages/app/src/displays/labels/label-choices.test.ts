import { describe, expect, it } from 'vitest';
import { testColumn } from '../test-column.js';
import { labelLooks } from './label-choices.js';

const choices = [
  { text: 'Published', value: 'published', foreground: '#FFFFFF', background: '#2ECDA7' },
  { text: 'Draft', value: 'draft', foreground: '#18222F', background: '#D3DAE4' },
];

describe('labels display', () => {
  it('reads a value through its choice: text and colours', () => {
    const column = testColumn('string', { display: 'labels', display_options: { choices } });
    expect(labelLooks('published', column)).toEqual([
      { value: 'published', text: 'Published', foreground: '#FFFFFF', background: '#2ECDA7' },
    ]);
  });

  it("falls back to the interface's choices when the display has none, and shows unknown values raw", () => {
    const column = testColumn('string', {
      interface: 'select-dropdown',
      options: { choices: [{ text: 'In review', value: 'review' }] },
      display: 'labels',
      display_options: { choices: [] },
    });
    expect(labelLooks('review', column)).toEqual([{ value: 'review', text: 'In review', foreground: null, background: null }]);
    expect(labelLooks('gone', column)).toEqual([{ value: 'gone', text: 'gone', foreground: null, background: null }]);
  });

  it('shows each entry of a csv or json list as its own chip', () => {
    const column = testColumn('csv', { interface: 'tags', display: 'labels', display_options: { choices } });
    expect(labelLooks(['draft', 'extra'], column).map((look) => [look.text, look.background])).toEqual([
      ['Draft', '#D3DAE4'],
      ['extra', null],
    ]);
    expect(labelLooks(null, column)).toEqual([]);
  });
});
