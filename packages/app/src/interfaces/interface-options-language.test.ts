import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../lib/i18n/i18n.js';
import { DefaultViewOption } from './map/default-view-option.js';
import { INTERFACES } from './registry.js';
import { DEFAULT_TOOLBAR } from './input-rich-text-html/rich-text-commands.js';

/** Every name, option label, hint and choice text the built-in interfaces show in the field editor. */
const interfaceTexts = () =>
  Object.values(INTERFACES).flatMap((definition) => [
    definition.name,
    ...(definition.options ?? []).flatMap((option) => [
      option.label,
      ...(option.hint ? [option.hint] : []),
      ...(option.kind === 'select' ? option.choices.map((choice) => choice.text) : []),
    ]),
  ]);

const optionsOf = (id: string) => INTERFACES[id]?.options ?? [];
const choiceTexts = (id: string, key: string) => {
  const option = optionsOf(id).find((candidate) => candidate.key === key);
  return option?.kind === 'select' ? option.choices.map((choice) => choice.text) : [];
};

describe("interface names and options in the user's language", () => {
  afterEach(() => applyLanguage('en-US'));

  it('reads every name, option label, hint and choice from the catalogue, English unchanged', async () => {
    await applyLanguage('en-US');
    expect(INTERFACES.input?.name).toBe('Input');
    expect(INTERFACES['select-radio']?.name).toBe('Radio buttons');
    expect(INTERFACES['list-m2a']?.name).toBe('Many to any');
    expect(optionsOf('input').map(({ label, hint }) => ({ label, hint }))).toEqual([
      { label: 'Placeholder', hint: undefined },
      { label: 'Trim whitespace', hint: undefined },
      { label: 'Slugify', hint: 'Only URL-safe characters are kept.' },
      { label: 'Masked', hint: 'The value is hidden as it is typed.' },
      { label: 'Minimum value', hint: undefined },
      { label: 'Maximum value', hint: undefined },
      { label: 'Step interval', hint: undefined },
    ]);
    // A hint's `{{…}}` example and the toolbar's button list survive translation.
    expect(optionsOf('list-m2m')[0]?.hint).toBe('Fields of the junction row, as {{tags_id.name}}.');
    expect(optionsOf('list-o2m')[0]?.hint).toBe('Fields of the related item, as {{title}}.');
    expect(optionsOf('input-rich-text-html').find((option) => option.key === 'toolbar')?.hint).toBe(
      `Buttons by id; empty offers ${DEFAULT_TOOLBAR.join(', ')} (also h4-h6).`,
    );
    expect(choiceTexts('input-code', 'language')).toEqual([
      'Plain text',
      'JSON',
      'JavaScript',
      'TypeScript',
      'HTML',
      'CSS',
      'SQL',
      'Markdown',
      'YAML',
    ]);
    expect(choiceTexts('presentation-notice', 'color')).toEqual(['info', 'success', 'warning', 'danger']);
    expect(choiceTexts('map', 'geometryType')).toEqual(['Point', 'LineString', 'Polygon', 'MultiPoint', 'MultiLineString', 'MultiPolygon']);
    // No text is left as a catalogue key.
    expect(interfaceTexts().filter((text) => text.startsWith('interfaceOptions.'))).toEqual([]);
  });

  it('gives a German user German names, labels, hints and choices', async () => {
    await applyLanguage('en-US');
    const english = interfaceTexts();
    await applyLanguage('de-DE');
    expect(INTERFACES.input?.name).toBe('Eingabe');
    expect(INTERFACES['select-radio']?.name).toBe('Optionsfelder');
    expect(INTERFACES.boolean?.name).toBe('Umschalter');
    expect(optionsOf('input').map((option) => option.label)).toEqual([
      'Platzhalter',
      'Leerzeichen am Rand entfernen',
      'In Slug umwandeln',
      'Verdeckt',
      'Mindestwert',
      'Höchstwert',
      'Schrittweite',
    ]);
    expect(optionsOf('input-rich-text-html').find((option) => option.key === 'font')?.label).toBe('Schriftart');
    expect(choiceTexts('input-rich-text-html', 'font')).toEqual(['Serifenlos', 'Mit Serifen', 'Festbreitenschrift']);
    expect(choiceTexts('tags', 'capitalization')).toEqual(['Kleinbuchstaben', 'Großbuchstaben']);
    expect(choiceTexts('input-code', 'language')[0]).toBe('Reiner Text');
    expect(optionsOf('list-m2m')[0]?.hint).toBe('Felder der Zeile in der Zwischentabelle, etwa {{tags_id.name}}.');
    expect(optionsOf('select-dropdown-m2o')[0]).toMatchObject({
      label: 'Anzeigevorlage',
      hint: 'Felder des verknüpften Eintrags, etwa {{title}}.',
    });
    // The map's own editor for its default view stays in place, its label now German.
    expect(optionsOf('map').find((option) => option.key === 'defaultView')).toMatchObject({
      label: 'Standardansicht',
      kind: 'custom',
      editor: DefaultViewOption,
    });
    const german = interfaceTexts();
    expect(german).toHaveLength(english.length);
    expect(german.filter((text) => text.startsWith('interfaceOptions.'))).toEqual([]);
    // Most texts change language; the rest are proper names alike in both (JSON, Markdown, Polygon …).
    expect(german.filter((text, index) => text !== english[index]).length).toBeGreaterThan(english.length / 2);
  });
});
