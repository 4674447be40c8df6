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
    };
    const preset = presetFixture({ bookmark: 'Mine', user: 'u', collection: 'articles', ...stateToPreset(state) });
    expect(stateFromPreset(preset)).toEqual(state);
  });

  it('falls back to defaults for a missing or malformed preset', () => {
    expect(stateFromPreset(undefined)).toEqual(DEFAULT_LAYOUT_STATE);
    const broken = presetFixture({ collection: 'a', layout: 'kanban', layout_query: { tabular: { limit: -4, sort: '-id' } }, filter: {} });
    expect(stateFromPreset(broken)).toEqual({ ...DEFAULT_LAYOUT_STATE, sort: ['-id'] });
  });
});
