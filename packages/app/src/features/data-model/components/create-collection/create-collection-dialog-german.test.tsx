import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../../../lib/i18n/i18n.js';
import { signedInFakeClient } from '../../../../testing/fake-client.js';
import { makeCollection, makeField } from '../../../../testing/fixtures.js';
import { renderApp } from '../../../../testing/ui.js';

afterEach(async () => {
  await applyLanguage('en-US');
});

/** A de-DE admin in the data model, the German catalogue loaded. */
async function openGermanDataModel(path: string) {
  const client = await signedInFakeClient({
    collections: [makeCollection('articles', { sort: 1 })],
    fields: [makeField('articles', 'id', 'integer', { sort: 1 }, { is_primary_key: true })],
    relations: [],
  });
  client.data.me.language = 'de-DE';
  return renderApp(client, path);
}

describe('data model in German', () => {
  it('creates a collection in German: dialog, primary key kinds, optional fields and the refusal of a bad name', async () => {
    const { user } = await openGermanDataModel('/settings/data-model');
    expect(await screen.findByRole('heading', { name: 'Datenmodell' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Versteckte Sammlungen anzeigen' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Sammlung erstellen' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Sammlung erstellen' }));
    const kinds = dialog.getByLabelText('Typ');
    expect(
      within(kinds)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Automatisch hochgezählte Ganzzahl',
      'Automatisch hochgezählte große Ganzzahl',
      'Generierte UUID',
      'Manuell eingegebene Zeichenkette',
    ]);
    expect(dialog.getByRole('group', { name: 'Optionale Felder' })).toHaveTextContent('Erstellt am');
    await user.type(dialog.getByLabelText('Name'), 'articles');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Eine Sammlung namens „articles“ gibt es bereits.');
    expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  });

  it('names the create-field drawer, its type groups and hints in German', async () => {
    const { user } = await openGermanDataModel('/settings/data-model/articles');
    await user.click(await screen.findByRole('button', { name: 'Feld erstellen' }));
    const drawer = within(screen.getByRole('dialog', { name: 'Feld erstellen' }));
    const chooser = drawer.getByLabelText('Feldtyp');
    expect(
      within(chooser)
        .getAllByRole('group')
        .map((group) => group.getAttribute('label')),
    ).toEqual(['Text & Zahlen', 'Auswahl', 'Datum & Uhrzeit', 'Sonstige', 'Darstellung', 'Gruppen', 'Beziehungen']);
    expect(drawer.getByText('Gespeichert als string, bearbeitet mit input.')).toBeInTheDocument();
    await user.selectOptions(chooser, 'Viele zu viele');
    expect(drawer.getByText('Beziehung „Viele zu viele“, bearbeitet mit list-m2m.')).toBeInTheDocument();
    expect(drawer.getByLabelText('Verknüpfte Sammlung')).toBeInTheDocument();
    expect(drawer.getByRole('button', { name: 'Feld speichern' })).toBeInTheDocument();
  });
});
