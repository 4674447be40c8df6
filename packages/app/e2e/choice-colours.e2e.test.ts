import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiData, apiWrite, createTitledCollection, screenshot, startAppSession, TEST_ADMIN } from './support/app-session.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';

interface FieldRow {
  field: string;
  meta: { options: { choices?: unknown } | null };
}

/**
 * Issue 42 point 4 on the real server (SQLite), as an administrator (the data model is admin work):
 * a status dropdown built with coloured choices gets one more choice in the field editor, with
 * colours picked there. The existing choices keep their colours (read back through GET /fields)
 * and the collection page paints every status as a coloured label.
 */
describe('dropdown choice colours in the browser', () => {
  let session: AppSession;
  let page: Page;

  beforeAll(async () => {
    session = await startAppSession();
    await createTitledCollection(session.server, 'stories', [
      {
        field: 'status',
        type: 'string',
        meta: {
          interface: 'select-dropdown',
          display: 'labels',
          options: {
            choices: [
              { text: 'Draft', value: 'draft', foreground: '#18222F', background: '#D3DAE4' },
              { text: 'In review', value: 'review', foreground: '#FFFFFF', background: '#FFA439' },
            ],
          },
        },
      },
    ]);
    for (const [title, status] of [
      ['First story', 'draft'],
      ['Second story', 'review'],
      ['Third story', 'published'],
    ])
      await apiWrite(session.server, 'POST', '/items/stories', { title, status });
    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await page.setViewportSize({ width: 1440, height: 1000 });
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  it('adds a coloured choice without wiping the colours of the others, and shows coloured labels', async () => {
    await page.goto(`${session.appUrl}/settings/data-model/stories`);
    await page.getByRole('button', { name: 'Edit field status' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit field status' });
    await drawer.getByRole('tab', { name: 'Interface' }).click();
    const options = drawer.getByRole('region', { name: 'Interface options' });
    expect(await options.getByRole('textbox', { name: 'Background 2', exact: true }).inputValue()).toBe('#FFA439');
    await options.getByRole('button', { name: 'Add choice' }).click();
    await options.getByRole('textbox', { name: 'Text 3' }).fill('Published');
    await options.getByRole('textbox', { name: 'Value 3' }).fill('published');
    await options.getByRole('textbox', { name: 'Text colour 3', exact: true }).fill('#FFFFFF');
    // The swatch is a real colour input: picking there writes the hex the text box shows.
    await options.getByLabel('Background 3 swatch').fill('#2ecda7');
    expect(await options.getByRole('textbox', { name: 'Background 3', exact: true }).inputValue()).toBe('#2ECDA7');
    console.log(`Screenshot of the choices with colours: ${await screenshot(page, 'choice-colours-editor')}`);
    await drawer.getByRole('button', { name: 'Save field' }).click();
    await drawer.waitFor({ state: 'detached' });

    const fields = await apiData<FieldRow[]>(session.server, '/fields/stories');
    expect(fields.find((row) => row.field === 'status')?.meta.options?.choices).toEqual([
      { text: 'Draft', value: 'draft', foreground: '#18222F', background: '#D3DAE4' },
      { text: 'In review', value: 'review', foreground: '#FFFFFF', background: '#FFA439' },
      { text: 'Published', value: 'published', foreground: '#FFFFFF', background: '#2ECDA7' },
    ]);

    await page.goto(`${session.appUrl}/content/stories`);
    const look = async (title: string, text: string) =>
      page
        .getByRole('row')
        .filter({ hasText: title })
        .locator('.display-labels__chip')
        .getByText(text, { exact: true })
        .evaluate((element) => [getComputedStyle(element).color, getComputedStyle(element).backgroundColor]);
    await page.getByRole('row').filter({ hasText: 'Third story' }).waitFor();
    expect(await look('First story', 'Draft')).toEqual(['rgb(24, 34, 47)', 'rgb(211, 218, 228)']);
    expect(await look('Second story', 'In review')).toEqual(['rgb(255, 255, 255)', 'rgb(255, 164, 57)']);
    expect(await look('Third story', 'Published')).toEqual(['rgb(255, 255, 255)', 'rgb(46, 205, 167)']);
    console.log(`Screenshot of the coloured labels: ${await screenshot(page, 'choice-colours-labels')}`);
  });
});
