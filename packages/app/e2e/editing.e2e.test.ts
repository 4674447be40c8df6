import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiData, apiWrite, screenshot, startAppSession, TEST_ADMIN } from './support/app-session.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';

interface Post {
  id: number;
  title: string;
  body: string | null;
  status: string;
}

/** A 1×1 PNG, so the preview's image loads without the network. */
const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/**
 * Issue 23, "Editing" (first two points) on the real server at 1440×900: the Markdown toolbar and
 * its sanitised preview, Ctrl+S with its "saved" notification, the focus on a new item's first
 * field, and Undo after a bulk archive. Everything saved is read back through the API.
 */
describe('editing in the browser', () => {
  let session: AppSession;
  let page: Page;

  const posts = () => apiData<Post[]>(session.server, '/items/posts?limit=-1&sort=id&fields=id,title,body,status');
  const notifications = () => page.getByRole('status', { name: 'Notifications' });

  beforeAll(async () => {
    session = await startAppSession();
    const choices = ['draft', 'published', 'archived'].map((value) => ({ text: value[0]?.toUpperCase() + value.slice(1), value }));
    await apiWrite(session.server, 'POST', '/collections', {
      collection: 'posts',
      schema: {},
      meta: {
        display_template: '{{title}}',
        archive_field: 'status',
        archive_value: 'archived',
        unarchive_value: 'draft',
        archive_app_filter: true,
      },
      fields: [
        { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
        { field: 'title', type: 'string', meta: { interface: 'input', sort: 1 } },
        { field: 'body', type: 'text', meta: { interface: 'input-rich-text-md', sort: 2 } },
        {
          field: 'status',
          type: 'string',
          schema: { default_value: 'draft' },
          meta: { interface: 'select-dropdown', options: { choices }, sort: 3 },
        },
      ],
    });
    await apiWrite(session.server, 'POST', '/items/posts', [
      { title: 'Launch', body: null, status: 'published' },
      { title: 'Roadmap', body: null, status: 'draft' },
      { title: 'Changelog', body: null, status: 'published' },
    ]);
    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  it('writes Markdown with the toolbar, previews it sanitised, and saves with Ctrl+S', async () => {
    await page.goto(`${session.appUrl}/content/posts/1`);
    const body = page.getByRole('textbox', { name: 'Body' });
    const toolbar = page.getByRole('toolbar', { name: 'Body formatting' });
    await body.click();
    const emptyHeight = (await body.boundingBox())?.height ?? 0;

    await body.pressSequentially('Release notes');
    await toolbar.getByRole('button', { name: 'Heading 2' }).click();
    await body.press('End');
    await body.press('Enter');
    await body.press('Enter');
    await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
    await body.pressSequentially('first');
    await body.press('Enter');
    await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
    await body.pressSequentially('second');
    await body.press('Enter');
    await body.press('Enter');
    await body.pressSequentially('Some ');
    await body.press('Control+b');
    await body.pressSequentially('bold');
    await body.press('End');
    await body.press('Enter');
    await body.press('Enter');
    await toolbar.getByRole('button', { name: 'Image by URL' }).click();
    await body.pressSequentially(PIXEL);
    await body.press('End');
    await body.press('Enter');
    await body.press('Enter');
    await body.pressSequentially(
      '<img src=x onerror="window.hacked=1"><script>window.hacked=2</script> [trap](javascript:window.hacked=3)',
    );
    await body.press('Enter');
    for (let line = 0; line < 6; line += 1) await body.press('Enter');
    await body.pressSequentially('The end.');

    const expected = ['## Release notes', '', '- first', '- second', '', 'Some **bold**', '', `![image](${PIXEL})`];
    expect((await body.inputValue()).split('\n').slice(0, expected.length)).toEqual(expected);
    // The textarea grew with the text instead of scrolling inside.
    const grownHeight = (await body.boundingBox())?.height ?? 0;
    expect(grownHeight).toBeGreaterThan(emptyHeight + 100);
    expect(await body.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);
    console.log(`Screenshot of the Markdown editor: ${await screenshot(page, 'editing-markdown-editor')}`);

    await page.getByRole('tab', { name: 'Preview' }).click();
    const preview = page.getByRole('tabpanel', { name: 'Body preview' });
    await preview.getByRole('heading', { level: 2, name: 'Release notes' }).waitFor();
    expect(await preview.getByRole('listitem').allTextContents()).toEqual(['first', 'second']);
    expect(await preview.locator('strong').textContent()).toBe('bold');
    expect(await preview.locator('img[src^="data:image/png"]').evaluate((image) => getComputedStyle(image).maxWidth)).toBe('100%');
    // Nothing hostile survived: no script element, no handler, no javascript: link, nothing ran.
    expect(await preview.locator('script').count()).toBe(0);
    expect(await preview.locator('[onerror]').count()).toBe(0);
    expect(await preview.locator('a[href^="javascript"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    console.log(`Screenshot of the Markdown preview: ${await screenshot(page, 'editing-markdown-preview')}`);

    await page.getByRole('tab', { name: 'Edit' }).click();
    await page.keyboard.press('Control+s');
    await notifications().getByText('Item saved').waitFor();
    console.log(`Screenshot of the "saved" notification: ${await screenshot(page, 'editing-saved-notification')}`);
    const saved = (await posts())[0];
    expect(saved?.body?.startsWith('## Release notes\n\n- first\n- second\n\nSome **bold**')).toBe(true);
    // Ctrl+S saves and stays on the item.
    expect(new URL(page.url()).pathname).toBe('/admin/content/posts/1');
  });

  it('puts the focus in the first field of a new item, and Ctrl+S creates it', async () => {
    await page.goto(`${session.appUrl}/content/posts`);
    await page.getByRole('link', { name: 'Create item' }).click();
    const title = page.getByRole('textbox', { name: 'Title' });
    await expect.poll(() => title.evaluate((element) => element === document.activeElement), { timeout: 10_000 }).toBe(true);
    await page.keyboard.type('Typed at once');
    await page.keyboard.press('Control+s');
    await notifications().getByText('Item created').waitFor();
    await expect
      .poll(async () => (await posts()).map((post) => post.title), { timeout: 10_000 })
      .toEqual(['Launch', 'Roadmap', 'Changelog', 'Typed at once']);
  });

  it('archives two items from the collection page, and Undo gives each its previous status back', async () => {
    await page.goto(`${session.appUrl}/content/posts`);
    await page.getByRole('checkbox', { name: 'Select Launch' }).check();
    await page.getByRole('checkbox', { name: 'Select Roadmap' }).check();
    const selected = page.getByRole('region', { name: 'Selected items' });
    await selected.getByText('2 items selected').waitFor();
    await selected.getByRole('button', { name: 'Archive' }).click();
    const toast = notifications().getByText('Archived 2 items');
    await toast.waitFor();
    await expect
      .poll(async () => (await posts()).slice(0, 2).map((post) => post.status), { timeout: 10_000 })
      .toEqual(['archived', 'archived']);
    await page.getByRole('checkbox', { name: 'Select Launch' }).waitFor({ state: 'detached' });
    console.log(`Screenshot of the archive notification with Undo: ${await screenshot(page, 'editing-archive-undo')}`);

    await notifications().getByRole('button', { name: 'Undo' }).click();
    await notifications().getByText('Restored 2 items').waitFor();
    await expect
      .poll(async () => (await posts()).slice(0, 2).map((post) => post.status), { timeout: 10_000 })
      .toEqual(['published', 'draft']);
    await page.getByRole('checkbox', { name: 'Select Launch' }).waitFor();
  });
});
