import { describe, expect, it } from 'vitest';
import type { Preset } from '../../../../lib/schema/system-types.js';
import { DEFAULT_LAYOUT_STATE, stateFromPreset, stateToPreset } from './layout-state.js';

describe('layout state ↔ preset', () => {
  it('round-trips through a preset row', () => {
    const state = { layout: 'tabular' as const, fields: ['title', 'author'], sort: ['-id'], limit: 50, page: 3, widths: { title: 240 }, filter: { _and: [{ id: { _gt: 1 } }] }, search: 'x' };
    const preset = { id: 1, bookmark: 'Mine', user: 'u', role: null, collection: 'articles', ...stateToPreset(state) } as Preset;
    expect(stateFromPreset(preset)).toEqual(state);
  });

  it('falls back to defaults for a missing or malformed preset', () => {
    expect(stateFromPreset(undefined)).toEqual(DEFAULT_LAYOUT_STATE);
    const broken = { id: 1, bookmark: null, user: null, role: null, collection: 'a', layout: 'kanban', layout_query: { tabular: { limit: -4, sort: '-id' } }, layout_options: null, filter: {}, search: null } as unknown as Preset;
    expect(stateFromPreset(broken)).toEqual({ ...DEFAULT_LAYOUT_STATE, sort: ['-id'] });
  });
});
