import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiData, apiWrite, createPosts, screenshot, startAppSession, TEST_ADMIN } from './support/app-session.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';

const GERMAN = { email: 'deutsch@example.com', password: 'deutsch-pass-1' };

interface TranslationRow {
  key: string;
  language: string;
  value: string;
}

/**
 * Translations on the real server (SQLite): the Translation Strings editor writes `/translations`,
 * a `$t:` field name shows the string in the user's language, and a German user gets the German shell.
 */
describe('translations in the browser', () => {
  let session: AppSession;
  let page: Page;

  beforeAll(async () => {
    session = await startAppSession();
    // The title's name is a translation string, in English and German.
    await createPosts(session.server, ['First post'], []);
    await apiWrite(session.server, 'PATCH', '/fields/posts/title', {
      meta: {
        translations: [
          { language: 'en-US', translation: '$t:post_title' },
          { language: 'de-DE', translation: '$t:post_title' },
        ],
      },
    });
    await apiWrite(session.server, 'PATCH', '/collections/posts', {
      meta: { translations: [{ language: 'de-DE', translation: '$t:posts_name', singular: 'Beitrag', plural: 'Beiträge' }] },
    });
    // The strings the labels read, seeded so each test stands alone (the editor's own writes use other keys).
    await apiWrite(session.server, 'POST', '/translations', [
      { key: 'post_title', language: 'en-US', value: 'Headline' },
      { key: 'post_title', language: 'de-DE', value: 'Überschrift' },
      { key: 'posts_name', language: 'de-DE', value: 'Beiträge' },
    ]);
    const me = await apiData<{ role: string }>(session.server, '/users/me?fields=role');
    await apiWrite(session.server, 'POST', '/users', { ...GERMAN, role: me.role, language: 'de-DE', first_name: 'Greta' });
    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  it('creates a translation string in the editor, in two languages, and the API has both', async () => {
    await page.goto(`${session.appUrl}/settings/translations`);
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Translation Strings' }).waitFor();
    await page.getByRole('button', { name: 'Create translation string' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create translation string' });
    await dialog.getByRole('textbox', { name: 'Key' }).fill('welcome_text');
    await dialog.getByRole('textbox', { name: 'Value 1' }).fill('Welcome');
    await dialog.getByRole('button', { name: 'Add language' }).click();
    await dialog.getByRole('combobox', { name: 'Language 2' }).selectOption('de-DE');
    await dialog.getByRole('textbox', { name: 'Value 2' }).fill('Willkommen');
    await dialog.getByRole('button', { name: 'Save translation string' }).click();
    await page.getByRole('button', { name: 'Edit welcome_text' }).waitFor();
    console.log(`Screenshot of the editor: ${await screenshot(page, 'translations-editor')}`);
    const rows = await apiData<TranslationRow[]>(session.server, '/translations?filter[key][_eq]=welcome_text&sort=language&limit=-1');
    expect(rows.map(({ key, language, value }) => ({ key, language, value }))).toEqual([
      { key: 'welcome_text', language: 'de-DE', value: 'Willkommen' },
      { key: 'welcome_text', language: 'en-US', value: 'Welcome' },
    ]);
  });

  it("shows the server's refusal by the field: a value left empty", async () => {
    await page.goto(`${session.appUrl}/settings/translations`);
    await page.getByRole('button', { name: 'Create translation string' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create translation string' });
    await dialog.getByRole('textbox', { name: 'Key' }).fill('goodbye_text');
    await dialog.getByRole('button', { name: 'Save translation string' }).click();
    const value = dialog.getByRole('textbox', { name: 'Value 1' });
    await expect.poll(() => value.getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByRole('alert').textContent()).toBe('Validation failed for field "value". Value is required.');
    await value.fill('Auf Wiedersehen');
    await dialog.getByRole('combobox', { name: 'Language 1' }).selectOption('de-DE');
    await dialog.getByRole('button', { name: 'Save translation string' }).click();
    await page.getByRole('button', { name: 'Edit goodbye_text' }).waitFor();
    const rows = await apiData<TranslationRow[]>(session.server, '/translations?filter[key][_eq]=goodbye_text');
    expect(rows.map(({ language, value }) => ({ language, value }))).toEqual([{ language: 'de-DE', value: 'Auf Wiedersehen' }]);
  });

  it('labels the field whose name is $t:post_title with the string in the English user’s language', async () => {
    await page.goto(`${session.appUrl}/content/posts/+`);
    await page.getByRole('textbox', { name: 'Headline' }).fill('Labelled post');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(async () => (await apiData<{ title: string }[]>(session.server, '/items/posts?sort=-id&limit=1'))[0]?.title)
      .toBe('Labelled post');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    console.log(`Screenshot of the translated label: ${await screenshot(page, 'translations-field-label')}`);
  });

  it('shows a de-DE user the German shell, collection toolbar, navigation and field label', async () => {
    const german = (await session.newPage({ signedInAs: GERMAN })).page;
    await openContentModule(session, german);
    await german.goto(`${session.appUrl}/content/posts`);
    await german.getByRole('link', { name: 'Eintrag erstellen' }).waitFor();
    expect(await german.getByRole('searchbox', { name: 'Einträge durchsuchen' }).count()).toBe(1);
    expect(await german.getByRole('navigation', { name: 'Module' }).getByRole('link', { name: 'Einstellungen' }).count()).toBe(1);
    expect(await german.getByRole('navigation', { name: 'Sammlungen' }).getByRole('link', { name: 'Beiträge' }).count()).toBe(1);
    expect(await german.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    console.log(`Screenshot of the German collection page: ${await screenshot(german, 'translations-german-collection')}`);
    await german.getByRole('button', { name: /Benutzermenü$/ }).click();
    const menu = german.getByRole('menu', { name: 'Benutzermenü' });
    expect(await menu.getByRole('menuitem', { name: 'Abmelden' }).count()).toBe(1);
    expect(await menu.getByRole('menuitem', { name: 'Mein Konto' }).count()).toBe(1);
    console.log(`Screenshot of the German shell: ${await screenshot(german, 'translations-german-shell')}`);
    await german.keyboard.press('Escape');
    await german.goto(`${session.appUrl}/content/posts/1`);
    await german.getByRole('textbox', { name: 'Überschrift' }).waitFor();
    expect(await german.getByRole('button', { name: 'Speichern', exact: true }).count()).toBe(1);
    console.log(`Screenshot of a German item page: ${await screenshot(german, 'translations-german-item')}`);
  });

  it('shows a de-DE user the item sidebar, its revision drawer, the unsaved-changes dialog, German dates and a language picker', async () => {
    const german = (await session.newPage({ signedInAs: GERMAN })).page;
    await openContentModule(session, german);
    await german.goto(`${session.appUrl}/content/posts/1`);
    const sidebar = german.getByRole('complementary', { name: 'Eintragsdetails' });
    await sidebar.getByRole('heading', { name: 'Revisionen' }).waitFor();
    expect(await sidebar.getByRole('heading', { name: 'Kommentare' }).count()).toBe(1);
    const stamp = (term: string) => sidebar.locator('.item-sidebar__stamp', { hasText: term }).locator('dd');
    await expect.poll(() => stamp('Erstellt am').textContent()).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
    const history = sidebar.getByRole('list', { name: 'Verlauf' });
    const created = history.getByRole('button', { name: /^Revision öffnen: Erstellt von / });
    // A German date (29.11.2026, 14:05), not the US one (Nov 29, 2026, 2:05 PM).
    expect(await created.locator('time').textContent()).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
    await created.click();
    const drawer = german.getByRole('dialog', { name: 'Revision' });
    const changes = drawer.getByRole('table', { name: 'Änderungen' });
    await changes.waitFor();
    expect(await changes.getByRole('columnheader').allTextContents()).toEqual(['Feld', 'Vorher', 'Nachher']);
    console.log(`Screenshot of a German revision: ${await screenshot(german, 'translations-german-revision')}`);
    await drawer.getByRole('button', { name: 'Schließen' }).click();

    await german.getByRole('textbox', { name: 'Überschrift' }).fill('Ungespeichert');
    await german.getByRole('navigation', { name: 'Brotkrümelnavigation' }).getByRole('link', { name: 'Inhalte' }).click();
    const unsaved = german.getByRole('alertdialog', { name: 'Ungespeicherte Änderungen' });
    await unsaved.getByText('Sie haben Änderungen, die nicht gespeichert sind.', { exact: false }).waitFor();
    expect(await unsaved.getByRole('button', { name: 'Abbrechen' }).count()).toBe(1);
    console.log(`Screenshot of the German unsaved-changes dialog: ${await screenshot(german, 'translations-german-unsaved')}`);
    await unsaved.getByRole('button', { name: 'Änderungen verwerfen' }).click();
    await unsaved.waitFor({ state: 'hidden' });

    await german.getByRole('button', { name: /Benutzermenü$/ }).click();
    await german.getByRole('menu', { name: 'Benutzermenü' }).getByRole('menuitem', { name: 'Mein Konto' }).click();
    const language = german.getByRole('combobox', { name: 'Sprache' });
    await language.waitFor();
    expect(await language.inputValue()).toBe('de-DE');
    expect(await language.locator('option:checked').textContent()).toBe('Deutsch (Deutschland)');
  });

  it('shows a de-DE user German breadcrumbs, pagination, column header and selection bar, and the users directory', async () => {
    const german = (await session.newPage({ signedInAs: GERMAN })).page;
    await openContentModule(session, german);
    await german.goto(`${session.appUrl}/content/posts`);
    await german.getByRole('link', { name: 'Eintrag erstellen' }).waitFor();
    const crumbs = german.getByRole('navigation', { name: 'Brotkrümelnavigation' });
    expect(await crumbs.getByRole('link', { name: 'Inhalte' }).count()).toBe(1);
    const pagination = german.getByRole('navigation', { name: 'Seitennavigation' });
    expect(await pagination.getByLabel('Pro Seite').count()).toBe(1);
    expect(await pagination.getByRole('button', { name: 'Nächste Seite' }).count()).toBe(1);
    // The title field's name is `$t:post_title`: its column header reads the German string.
    await german.getByRole('columnheader', { name: /Überschrift/ }).waitFor();
    expect(await german.getByRole('button', { name: 'Import / Export' }).count()).toBe(1);
    await german
      .getByRole('checkbox', { name: /^Auswählen: / })
      .first()
      .check();
    const bar = german.getByRole('region', { name: 'Ausgewählte Einträge' });
    await bar.getByText('1 Eintrag ausgewählt').waitFor();
    expect(await bar.getByRole('button', { name: 'Löschen' }).count()).toBe(1);
    console.log(`Screenshot of the German selection bar: ${await screenshot(german, 'translations-german-selection')}`);
    await german.goto(`${session.appUrl}/users`);
    await german.getByRole('button', { name: 'Benutzer einladen' }).waitFor();
    expect(await german.getByRole('link', { name: 'Benutzer erstellen' }).count()).toBe(1);
    expect(await german.getByRole('combobox', { name: 'Status' }).locator('option').first().textContent()).toBe('Jeder Status');
    console.log(`Screenshot of the German users directory: ${await screenshot(german, 'translations-german-users')}`);
  });
});
