import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiData, screenshot, startAppSession, TEST_ADMIN } from './support/app-session.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';

/**
 * Issue 14's relational set-ups on the real server (SQLite): a one-to-many, a many-to-any and a
 * translations field built on the data model screens of a fresh collection, then an item that
 * uses all three created in the content module and read back through the API.
 */
describe('relational fields in the browser', () => {
  let session: AppSession;
  let page: Page;

  beforeAll(async () => {
    session = await startAppSession();
    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await page.setViewportSize({ width: 1440, height: 1000 });
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  const createCollection = async (name: string) => {
    await page.goto(`${session.appUrl}/settings/data-model`);
    await page.getByRole('button', { name: 'Create collection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create collection' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${session.appUrl}/settings/data-model/${name}`);
    await page.getByRole('form', { name: 'Collection settings' }).waitFor();
  };

  const openFieldEditor = async (type: string, key: string) => {
    await page.getByRole('button', { name: 'Create field' }).click();
    const drawer = page.getByRole('dialog', { name: 'Create field' });
    await drawer.getByLabel('Field type').selectOption({ label: type });
    await drawer.getByLabel('Key').fill(key);
    return drawer;
  };

  const saveField = async (drawer: ReturnType<Page['getByRole']>, key: string) => {
    await drawer.getByRole('button', { name: 'Save field' }).click();
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('list', { name: 'Fields' }).getByText(key, { exact: true }).first().waitFor();
  };

  const setDisplayTemplate = async (template: string) => {
    const form = page.getByRole('form', { name: 'Collection settings' });
    await form.getByLabel('Display template').fill(template);
    await form.getByRole('button', { name: 'Save collection settings' }).click();
    await form.getByRole('button', { name: 'Save collection settings' }).and(page.locator(':disabled')).waitFor();
  };

  it('builds a one-to-many, a many-to-any and a translations field on a fresh collection', async () => {
    for (const [name, field] of [
      ['headings', 'heading'],
      ['notes', 'body'],
    ] as const) {
      await createCollection(name);
      await saveField(await openFieldEditor('Input', field), field);
      await setDisplayTemplate(`{{${field}}}`);
    }
    await createCollection('pages');
    await saveField(await openFieldEditor('Input', 'title'), 'title');

    const o2m = await openFieldEditor('One to many', 'notes');
    await o2m.getByLabel('Related collection').selectOption('notes');
    expect(await o2m.getByLabel('Key in notes').inputValue()).toBe('pages_id');
    console.log(`Screenshot of the o2m set-up: ${await screenshot(page, 'relations-o2m-setup')}`);
    await saveField(o2m, 'notes');

    const m2a = await openFieldEditor('Many to any', 'blocks');
    expect(await m2a.getByLabel('Junction collection').inputValue()).toBe('pages_blocks');
    await m2a.getByRole('button', { name: 'Save field' }).click();
    await m2a.getByText('Choose at least one collection.').waitFor();
    const allowed = m2a.getByRole('group', { name: 'Collections an item may point at' });
    await allowed.getByRole('checkbox', { name: 'headings' }).check();
    await allowed.getByRole('checkbox', { name: 'notes' }).check();
    console.log(`Screenshot of the m2a set-up: ${await screenshot(page, 'relations-m2a-setup')}`);
    await saveField(m2a, 'blocks');

    const translations = await openFieldEditor('Translations', 'translations');
    expect(await translations.getByLabel('Junction collection').inputValue()).toBe('pages_translations');
    await translations.getByLabel('Translated fields').fill('headline');
    console.log(`Screenshot of the translations set-up: ${await screenshot(page, 'relations-translations-setup')}`);
    await saveField(translations, 'translations');
    console.log(`Screenshot of the pages fields: ${await screenshot(page, 'relations-fields')}`);

    const relations = await apiData<
      {
        collection: string;
        field: string;
        related_collection: string | null;
        meta: { one_field: string | null; junction_field: string | null; one_allowed_collections: string[] | null };
      }[]
    >(session.server, '/relations');
    expect(
      relations
        .filter((relation) => ['notes', 'pages_blocks', 'pages_translations'].includes(relation.collection))
        .map((r) => [r.collection, r.field, r.related_collection, r.meta.one_field, r.meta.junction_field, r.meta.one_allowed_collections])
        .sort(),
    ).toEqual([
      ['notes', 'pages_id', 'pages', 'notes', null, null],
      ['pages_blocks', 'item', null, null, 'pages_id', ['headings', 'notes']],
      ['pages_blocks', 'pages_id', 'pages', 'blocks', 'item', null],
      ['pages_translations', 'languages_code', 'languages', null, 'pages_id', null],
      ['pages_translations', 'pages_id', 'pages', 'translations', 'languages_code', null],
    ]);
    const languages = await apiData<{ code: string }[]>(session.server, '/items/languages?fields=code&sort=code');
    expect(languages.map((language) => language.code)).toContain('de-DE');
  });

  it('creates an item using the three fields in the content module', async () => {
    await page.goto(`${session.appUrl}/content/pages`);
    await page.getByRole('link', { name: 'Create item' }).first().click();
    await page.getByLabel('Title', { exact: true }).fill('Home');

    const notes = page.getByRole('group', { name: 'Notes' });
    await notes.getByRole('button', { name: 'Create new' }).click();
    const noteDrawer = page.getByRole('dialog', { name: 'New item in notes' });
    await noteDrawer.getByLabel('Body').fill('Remember the milk');
    await noteDrawer.getByRole('button', { name: 'Done' }).click();

    const blocks = page.getByRole('group', { name: 'Blocks' });
    await blocks.getByRole('button', { name: 'Create headings' }).click();
    const headingDrawer = page.getByRole('dialog', { name: 'New item in headings' });
    await headingDrawer.getByLabel('Heading').fill('Welcome');
    await headingDrawer.getByRole('button', { name: 'Done' }).click();
    await blocks.getByText('headings: Welcome').waitFor();

    const translations = page.getByRole('group', { name: 'Translations' });
    await translations.getByRole('tab', { name: 'English' }).click();
    await translations.getByLabel('Headline (English)').fill('Hello');
    await translations.getByRole('tab', { name: 'German' }).click();
    await translations.getByLabel('Headline (German)').fill('Hallo');
    console.log(`Screenshot of the new item: ${await screenshot(page, 'relations-item')}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(`${session.appUrl}/content/pages`);

    const pages = await apiData<
      {
        id: number;
        title: string;
        notes: { body: string }[];
        blocks: { collection: string; item: { heading: string } }[];
        translations: { languages_code: string; headline: string }[];
      }[]
    >(
      session.server,
      '/items/pages?fields=id,title,notes.body,blocks.collection,blocks.item:headings.heading,translations.languages_code,translations.headline',
    );
    expect(pages).toEqual([
      {
        id: expect.any(Number),
        title: 'Home',
        notes: [{ body: 'Remember the milk' }],
        blocks: [{ collection: 'headings', item: { heading: 'Welcome' } }],
        translations: expect.arrayContaining([
          { languages_code: 'en-US', headline: 'Hello' },
          { languages_code: 'de-DE', headline: 'Hallo' },
        ]),
      },
    ]);

    // The saved item opens with its relations shown again.
    await page.goto(`${session.appUrl}/content/pages/${pages[0]!.id}`);
    await page.getByRole('group', { name: 'Blocks' }).getByText('headings: Welcome').waitFor();
    const saved = page.getByRole('group', { name: 'Translations' });
    await saved.getByRole('tab', { name: 'English (translated)' }).click();
    expect(await saved.getByLabel('Headline (English)').inputValue()).toBe('Hello');
    console.log(`Screenshot of the saved item: ${await screenshot(page, 'relations-item-saved')}`);

    // Editing the heading of the saved m2a row updates it through the junction row.
    const blocks2 = page.getByRole('group', { name: 'Blocks' });
    await blocks2.getByRole('button', { name: 'Edit headings: Welcome' }).click();
    const editDrawer = page.getByRole('dialog', { name: 'Edit item in headings' });
    await editDrawer.getByLabel('Heading').fill('Welcome back');
    await editDrawer.getByRole('button', { name: 'Done' }).click();
    await blocks2.getByText('headings: Welcome back').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(`${session.appUrl}/content/pages`);
    const headings = await apiData<{ heading: string }[]>(session.server, '/items/headings?fields=heading');
    expect(headings).toEqual([{ heading: 'Welcome back' }]);
  });
});
