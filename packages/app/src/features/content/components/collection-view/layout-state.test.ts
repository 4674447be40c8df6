import { describe, expect, it } from 'vitest';
import { presetFixture } from '../../../../testing/system-fixtures.js';
import { DEFAULT_LAYOUT_STATE, stateFromPreset, stateToPreset } from './layout-state.js';

describe('layout state ↔ preset', () => {
  it('round-trips through a preset row', () => {
    const state = {
      layout: 'tabular' as const,
      fields: ['title', 'author'],
      sort: ['-id'],
      limit: 50,
      page: 3,
      widths: { title: 240 },
      filter: { _and: [{ id: { _gt: 1 } }] },
      search: 'x',
      kanban: DEFAULT_LAYOUT_STATE.kanban,
    };
    const preset = presetFixture({ bookmark: 'Mine', user: 'u', collection: 'articles', ...stateToPreset(state) });
    expect(stateFromPreset(preset)).toEqual(state);
  });

  it('falls back to defaults for a missing or malformed preset', () => {
    expect(stateFromPreset(undefined)).toEqual(DEFAULT_LAYOUT_STATE);
    const broken = presetFixture({ collection: 'a', layout: 'mosaic', layout_query: { tabular: { limit: -4, sort: '-id' } }, filter: {} });
    expect(stateFromPreset(broken)).toEqual({ ...DEFAULT_LAYOUT_STATE, sort: ['-id'] });
  });

  it('keeps the kanban options in layout_options.kanban', () => {
    const kanban = { groupField: 'status', titleField: 'title', textField: null };
    const values = stateToPreset({ ...DEFAULT_LAYOUT_STATE, layout: 'kanban', kanban });
    expect(values.layout).toBe('kanban');
    expect(values.layout_options).toEqual({ kanban });
    const preset = presetFixture({ collection: 'articles', ...values });
    expect(stateFromPreset(preset)).toMatchObject({ layout: 'kanban', kanban });
    const malformed = presetFixture({ collection: 'a', layout: 'kanban', layout_options: { kanban: { groupField: 4, titleField: '' } } });
    expect(stateFromPreset(malformed).kanban).toEqual({ groupField: null, titleField: null, textField: null });
  });
});
