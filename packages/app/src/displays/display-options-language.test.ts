import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../lib/i18n/i18n.js';
import { DISPLAYS } from './registry.js';

const optionTexts = () =>
  Object.values(DISPLAYS)
    .flatMap((display) =>
      (display.options ?? []).flatMap((option) => [
        option.label,
        option.hint ?? '',
        ...(option.kind === 'select' ? option.choices.map((choice) => choice.text) : []),
      ]),
    )
    .filter((text) => text !== '');

describe("display options in the user's language", () => {
  afterEach(() => applyLanguage('en-US'));

  it('reads every option label, hint and choice from the catalogue, English unchanged', async () => {
    await applyLanguage('en-US');
    const datetime = DISPLAYS.datetime;
    expect(datetime?.options?.map(({ label, hint }) => ({ label, hint }))).toEqual([
      { label: 'Relative', hint: 'As "3 days ago".' },
      { label: 'Format', hint: 'long, short, or a pattern such as dd.MM.yyyy.' },
      { label: 'Strict (relative)', hint: undefined },
    ]);
    // No text is left as a catalogue key.
    expect(optionTexts().filter((text) => text.startsWith('displayOptions.'))).toEqual([]);
  });

  it('gives a German user German labels, hints and choices', async () => {
    await applyLanguage('de-DE');
    const byId = (id: string) => DISPLAYS[id]?.options ?? [];
    expect(byId('datetime').map((option) => option.label)).toEqual(['Relativ', 'Format', 'Genau (relativ)']);
    expect(byId('formatted-value').find((option) => option.key === 'format')?.hint).toBe(
      'Zahlen gruppiert, wie die Sprache sie schreibt, Text in Titelschreibung.',
    );
    const show = byId('user')[0];
    expect(show?.kind === 'select' ? show.choices.map((choice) => choice.text) : []).toEqual(['Avatar und Name', 'Avatar', 'Name']);
    expect(optionTexts().filter((text) => text.startsWith('displayOptions.'))).toEqual([]);
  });

  it("names every display in the user's language, English unchanged", async () => {
    await applyLanguage('en-US');
    const names = () => Object.values(DISPLAYS).map((display) => display.name);
    expect(names()).toContain('Formatted Value');
    expect(names()).toContain('Raw Value');
    await applyLanguage('de-DE');
    expect(DISPLAYS['formatted-value']?.name).toBe('Formatierter Wert');
    expect(DISPLAYS['related-values']?.name).toBe('Verknüpfte Werte');
    expect(DISPLAYS.user?.name).toBe('Benutzer');
    expect(names().filter((name) => name.startsWith('displayOptions.'))).toEqual([]);
  });
});
