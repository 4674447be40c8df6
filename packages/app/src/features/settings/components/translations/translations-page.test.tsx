import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInFakeClient } from '../../../../testing/fake-client.js';
import type { FakeClient } from '../../../../testing/fake-client.js';
import { renderApp } from '../../../../testing/ui.js';

const stored = (rows: FakeClient['data']['items'][string]) => rows.map(({ key, language, value }) => ({ key, language, value }));

async function openTranslations() {
  const client = await signedInFakeClient({
    items: {
      directus_translations: [
        { id: 't1', key: 'title_label', language: 'en-US', value: 'Title' },
        { id: 't2', key: 'title_label', language: 'de-DE', value: 'Titel' },
        { id: 't3', key: 'greeting', language: 'en-US', value: 'Hello' },
        { id: 't4', key: '__proto__', language: 'fr-FR', value: 'Bonjour' },
      ],
    },
  });
  const view = renderApp(client, '/settings/translations');
  const table = await screen.findByRole('table', { name: 'Translation strings' });
  return { client, table, ...view };
}

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

const translations = (client: FakeClient) => stored(client.data.items.directus_translations ?? []);

describe('translation strings editor', () => {
  it('lists one row per key with a column per language (hostile keys included), and is in the settings navigation', async () => {
    const { table } = await openTranslations();
    expect(rowTexts(table)).toEqual([
      ['Key', 'de-DE', 'en-US', 'fr-FR', 'Actions'],
      ['__proto__', '—', '—', 'Bonjour', 'Delete'],
      ['greeting', '—', 'Hello', '—', 'Delete'],
      ['title_label', 'Titel', 'Title', '—', 'Delete'],
    ]);
    const navigation = screen.getByRole('navigation', { name: 'Settings' });
    expect(within(navigation).getByRole('link', { name: 'Translation Strings' })).toHaveAttribute('href', '/settings/translations');
  });

  it('searches keys and values', async () => {
    const { table, user } = await openTranslations();
    await user.type(screen.getByRole('searchbox', { name: 'Search translation strings' }), 'titel');
    expect(rowTexts(table).map((row) => row[0])).toEqual(['Key', 'title_label']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search translation strings' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search translation strings' }), 'nothing like it');
    expect(await screen.findByText('No translation string matches “nothing like it”.')).toBeInTheDocument();
  });

  it('creates a key with values in two languages in one request', async () => {
    const { client, user } = await openTranslations();
    await user.click(screen.getByRole('button', { name: 'Create translation string' }));
    const dialog = screen.getByRole('dialog', { name: 'Create translation string' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Key' }), 'farewell');
    await user.type(within(dialog).getByRole('textbox', { name: 'Value 1' }), 'Goodbye');
    await user.click(within(dialog).getByRole('button', { name: 'Add language' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Language 2' }), 'de-DE');
    await user.type(within(dialog).getByRole('textbox', { name: 'Value 2' }), 'Auf Wiedersehen');
    await user.click(within(dialog).getByRole('button', { name: 'Save translation string' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(client.calls.filter((call) => call.method === 'createTranslationStrings').map((call) => call.args)).toEqual([
      [
        [
          { key: 'farewell', language: 'en-US', value: 'Goodbye' },
          { key: 'farewell', language: 'de-DE', value: 'Auf Wiedersehen' },
        ],
      ],
    ]);
    expect(await screen.findByRole('button', { name: 'Edit farewell' })).toBeInTheDocument();
  });

  it("shows the server's refusal by the field it names, and a language picked twice before asking", async () => {
    const { client, user } = await openTranslations();
    await user.click(screen.getByRole('button', { name: 'Create translation string' }));
    const dialog = screen.getByRole('dialog', { name: 'Create translation string' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Value 1' }), 'No key');
    await user.click(within(dialog).getByRole('button', { name: 'Save translation string' }));
    const key = within(dialog).getByRole('textbox', { name: 'Key' });
    await waitFor(() => expect(key).toHaveAttribute('aria-invalid', 'true'));
    expect(key).toHaveAccessibleDescription('Validation failed for field "key". Value is required.');

    await user.type(key, 'broken');
    await user.click(within(dialog).getByRole('button', { name: 'Add language' }));
    const language = within(dialog).getByRole('combobox', { name: 'Language 2' });
    expect(within(language).getByRole('option', { name: 'German (Germany)' })).toHaveValue('de-DE');
    await user.selectOptions(language, 'en-US');
    const before = client.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Save translation string' }));
    expect(language).toHaveAccessibleDescription('This language is listed twice.');
    expect(client.calls.slice(before).map((call) => call.method)).not.toContain('createTranslationStrings');
  });

  it('edits a key: changes a value, adds a language and removes one', async () => {
    const { client, user } = await openTranslations();
    await user.click(screen.getByRole('button', { name: 'Edit title_label' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit title_label' });
    const english = within(dialog).getByRole('textbox', { name: 'Value 2' });
    await user.clear(english);
    await user.type(english, 'Headline');
    await user.click(within(dialog).getByRole('button', { name: 'Remove language 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add language' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Language 2' }), 'fr-FR');
    await user.type(within(dialog).getByRole('textbox', { name: 'Value 2' }), 'Titre');
    await user.click(within(dialog).getByRole('button', { name: 'Save translation string' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(translations(client).filter((row) => row.key === 'title_label')).toEqual([
      { key: 'title_label', language: 'en-US', value: 'Headline' },
      { key: 'title_label', language: 'fr-FR', value: 'Titre' },
    ]);
  });

  it('deletes every language of a key after a confirmation', async () => {
    const { client, user } = await openTranslations();
    await user.click(screen.getByRole('button', { name: 'Delete title_label' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete title_label?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit title_label' })).not.toBeInTheDocument());
    expect(translations(client).map((row) => row.key)).toEqual(['greeting', '__proto__']);
  });
});
