import { describe, expect, it } from 'vitest';
import { presetFixture } from '../../../testing/system-fixtures.js';
import { findDefaultPreset } from './use-presets.js';

const globalTable = presetFixture({ id: 1, collection: 'articles', layout: 'tabular' });
const editorsKanban = presetFixture({ id: 2, collection: 'articles', layout: 'kanban', role: 'editors' });
const othersCards = presetFixture({ id: 3, collection: 'articles', layout: 'cards', role: 'others' });
const bookmark = presetFixture({ id: 4, collection: 'articles', layout: 'map', role: 'editors', bookmark: 'On the map' });
const someonesOwn = presetFixture({ id: 5, collection: 'articles', layout: 'calendar', user: 'u9' });

describe('findDefaultPreset', () => {
  const presets = [bookmark, someonesOwn, globalTable, othersCards, editorsKanban];

  it("starts a user from their role's preset before the global one, never from a bookmark or another user's layout", () => {
    expect(findDefaultPreset(presets, 'articles', 'editors')?.id).toBe(2);
  });

  it('falls back to the global preset for a role without one, and to nothing for another collection', () => {
    expect(findDefaultPreset(presets, 'articles', 'writers')?.id).toBe(1);
    expect(findDefaultPreset(presets, 'articles', null)?.id).toBe(1);
    expect(findDefaultPreset(presets, 'pages', 'editors')).toBeUndefined();
  });

  it('reads a role given as an object, as an expanded read returns it', () => {
    const expanded = presetFixture({ id: 6, collection: 'tags', layout: 'kanban', role: { id: 'editors', name: 'Editors' } as never });
    expect(findDefaultPreset([expanded], 'tags', 'editors')?.id).toBe(6);
  });
});
