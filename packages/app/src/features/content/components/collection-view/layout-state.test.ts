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
      calendar: DEFAULT_LAYOUT_STATE.calendar,
      map: DEFAULT_LAYOUT_STATE.map,
      extension: {},
    };
    const preset = presetFixture({ bookmark: 'Mine', user: 'u', collection: 'articles', ...stateToPreset(state) });
    expect(stateFromPreset(preset)).toEqual(state);
  });

  it('falls back to defaults for a missing or malformed preset', () => {
    expect(stateFromPreset(undefined)).toEqual(DEFAULT_LAYOUT_STATE);
    const broken = presetFixture({ collection: 'a', layout: 'mosaic', layout_query: { tabular: { limit: -4, sort: '-id' } }, filter: {} });
    expect(stateFromPreset(broken)).toEqual({ ...DEFAULT_LAYOUT_STATE, sort: ['-id'] });
  });

  it("keeps an installed layout extension's query and options under its id, and reads an unknown layout as the table", () => {
    const values = {
      layout: 'titles-list',
      layout_query: { 'titles-list': { sort: ['title'], limit: 10 } },
      layout_options: { 'titles-list': { bold: true } },
    };
    const preset = presetFixture({ collection: 'articles', ...values });
    const state = stateFromPreset(preset, (id) => id === 'titles-list');
    expect(state).toMatchObject({ layout: 'titles-list', sort: ['title'], limit: 10, extension: { bold: true } });
    expect(stateToPreset(state)).toMatchObject(values);
    // Removed or disabled since: the table, with the table's defaults.
    expect(stateFromPreset(preset)).toEqual({ ...DEFAULT_LAYOUT_STATE });
    // Hostile names read nothing from the object prototype.
    for (const layout of ['__proto__', 'constructor'])
      expect(stateFromPreset(presetFixture({ collection: 'a', layout }), () => true)).toEqual({ ...DEFAULT_LAYOUT_STATE, layout });
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

  it('keeps the calendar options in layout_options.calendar under the reference names, unset ones left out', () => {
    const calendar = {
      template: '{{title}} ({{id}})',
      startDateField: 'starts_at',
      endDateField: null,
      viewInfo: { type: 'dayGridWeek', startDateStr: '2026-11-22T00:00:00+00:00' },
    };
    const values = stateToPreset({ ...DEFAULT_LAYOUT_STATE, layout: 'calendar', calendar });
    expect(values.layout).toBe('calendar');
    expect(values.layout_options).toEqual({
      calendar: { template: '{{title}} ({{id}})', startDateField: 'starts_at', viewInfo: calendar.viewInfo },
    });
    const preset = presetFixture({ collection: 'events', ...values });
    expect(stateFromPreset(preset)).toMatchObject({ layout: 'calendar', calendar });
  });

  it('drops malformed calendar options instead of trusting them', () => {
    const malformed = presetFixture({
      collection: 'events',
      layout: 'calendar',
      layout_options: {
        calendar: { startDateField: 7, endDateField: '', template: ['x'], viewInfo: { type: 'timeline', startDateStr: 'soon' } },
      },
    });
    expect(stateFromPreset(malformed)).toMatchObject({ layout: 'calendar', calendar: DEFAULT_LAYOUT_STATE.calendar });
    const badDate = presetFixture({
      collection: 'events',
      layout: 'calendar',
      layout_options: { calendar: { viewInfo: { type: 'dayGridMonth', startDateStr: 'soon' } } },
    });
    expect(stateFromPreset(badDate).calendar.viewInfo).toBeNull();
  });

  it('keeps the map options in layout_options.map under the reference names', () => {
    const map = { geometryField: 'place', basemap: 'Local', displayTemplate: '{{title}}', clusterData: false, autoLocationFilter: true };
    const values = stateToPreset({ ...DEFAULT_LAYOUT_STATE, layout: 'map', map });
    expect(values.layout).toBe('map');
    expect(values.layout_options).toEqual({ map });
    expect(stateFromPreset(presetFixture({ collection: 'places', ...values }))).toMatchObject({ layout: 'map', map });
    const malformed = presetFixture({
      collection: 'a',
      layout: 'map',
      layout_options: { map: { geometryField: 3, basemap: '', clusterData: 'yes', autoLocationFilter: null } },
    });
    expect(stateFromPreset(malformed).map).toEqual(DEFAULT_LAYOUT_STATE.map);
  });
});
