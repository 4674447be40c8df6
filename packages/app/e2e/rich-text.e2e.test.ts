import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiData, apiWrite, createPosts, screenshot, startAppSession, TEST_ADMIN } from './support/app-session.js';
import type { AppSession } from './support/app-session.js';
import { pngBytes } from './support/png-bytes.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';

const HOSTILE =
  '<p>safe words</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>' +
  '<a href="javascript:window.__pwned=3">click</a><svg><animate onbegin="window.__pwned=4"></animate></svg>';

/**
 * The WYSIWYG interface on the real server (SQLite): a `text` field edited with input-rich-text-html
 * gets a paragraph with a bold word, a bulleted list and a picture uploaded to the files library;
 * the stored HTML is read back through the API. Then hostile HTML written through the API is opened
 * in the item page and the table: nothing in it runs.
 */
describe('rich text (WYSIWYG) in the browser', () => {
  let session: AppSession;
  let page: Page;
  let postId: number;

  beforeAll(async () => {
    session = await startAppSession();
    await createPosts(session.server, ['Story'], [{ field: 'body', type: 'text', meta: { interface: 'input-rich-text-html' } }]);
    const [post] = await apiData<Array<{ id: number }>>(session.server, '/items/posts?fields=id');
    postId = post?.id ?? 0;
    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await page.setViewportSize({ width: 1280, height: 1000 });
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  it('writes a bold word, a list and a library picture, and stores them as HTML', async () => {
    await page.goto(`${session.appUrl}/content/posts/${postId}`);
    const editor = page.getByRole('textbox', { name: 'Body', exact: true });
    const toolbar = page.getByRole('toolbar', { name: 'Body formatting' });
    await editor.click();
    await page.keyboard.type('Hello world brave');
    for (let step = 0; step < 'brave'.length; step += 1) await page.keyboard.press('Shift+ArrowLeft');
    await toolbar.getByRole('button', { name: 'Bold', exact: true }).click();
    expect(await toolbar.getByRole('button', { name: 'Bold', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('End');
    // End moves the browser's caret; ProseMirror learns of it from the next selectionchange event. A
    // person never presses Enter within those few milliseconds, the test would: let a frame pass.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('one');
    await page.keyboard.press('Enter');
    await page.keyboard.type('two');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');

    await toolbar.getByRole('button', { name: 'Insert image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insert image' });
    await dialog
      .getByLabel('Upload an image')
      .setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: pngBytes(120, 80, [30, 90, 160]) });
    const picture = editor.locator('img[src*="/assets/"]');
    await picture.waitFor();
    await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
    console.log(`Screenshot of the editor: ${await screenshot(page, 'rich-text-editor')}`);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(`${session.appUrl}/content/posts`);
    const [file] = await apiData<Array<{ id: string; title: string }>>(
      session.server,
      '/files?fields=id,title&filter[filename_download][_eq]=harbour.png',
    );
    const post = await apiData<{ body: string }>(session.server, `/items/posts/${postId}?fields=body`);
    expect(post.body).toContain('<p>Hello world <strong>brave</strong></p>');
    expect(post.body).toContain('<ul><li><p>one</p></li><li><p>two</p></li></ul>');
    expect(post.body).toContain(`<img src="/assets/${file?.id}" alt="${file?.title}">`);
    // The table shows the words, not the markup.
    await page.getByRole('row').filter({ hasText: 'Hello world brave one two' }).waitFor();

    // Opened again, the unchanged document leaves nothing to save.
    await page.goto(`${session.appUrl}/content/posts/${postId}`);
    await editor.locator('strong', { hasText: 'brave' }).waitFor();
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
  });

  it('opens hostile HTML written through the API without running any of it', async () => {
    await apiWrite(session.server, 'PATCH', `/items/posts/${postId}`, { body: HOSTILE });
    await page.goto(`${session.appUrl}/content/posts/${postId}`);
    const editor = page.getByRole('textbox', { name: 'Body', exact: true });
    await editor.getByText('safe words').waitFor();
    expect(await editor.locator('script, [onerror], [onbegin], a[href^="javascript"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    console.log(`Screenshot of the sanitised item: ${await screenshot(page, 'rich-text-hostile-item')}`);

    await page.goto(`${session.appUrl}/content/posts`);
    await page.getByRole('row').filter({ hasText: 'safe words' }).waitFor();
    expect(await page.locator('main script, main [onerror]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    // The stored value is untouched by opening it.
    expect((await apiData<{ body: string }>(session.server, `/items/posts/${postId}?fields=body`)).body).toBe(HOSTILE);
  });
});
