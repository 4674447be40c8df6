import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiWrite, screenshot, startAppSession, TEST_ADMIN } from './support/app-session.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';
import { downloadedText } from './support/downloaded-text.js';

const EDITOR = { email: 'docs-editor@example.com', password: 'Docs-editor-1!' };

/** Opens collapsed nodes of a schema tree, first one first, until `field` shows (a few levels at most). */
async function expandUntil(tree: Locator, field: string): Promise<Locator> {
  const node = tree.locator('.schema-node__name, .schema-node__toggle').getByText(field, { exact: true });
  for (let step = 0; step < 6 && (await node.count()) === 0; step++) {
    await tree.locator('button[aria-expanded="false"]').first().click();
  }
  return node.first();
}

/** The schema of the 200 answer of `GET /items/articles`. */
function listSchema(page: Page): Locator {
  return page.getByRole('region', { name: 'GET /items/articles', exact: true }).getByRole('list', { name: 'Schema 200' });
}

/**
 * `/admin/docs` on the real server (SQLite): the document `GET /server/specs/oas` answers is
 * rendered for an administrator, with a collection created through the API, and for a role that
 * may read only part of it. Nothing may break the admin CSP (`style-src 'self'`): a refused style
 * is a console error, which the guard fails on.
 */
describe('the API documentation page in the browser', () => {
  let session: AppSession;
  let page: Page;

  beforeAll(async () => {
    session = await startAppSession();
    const { server } = session;
    const idField = { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } };
    await apiWrite(server, 'POST', '/collections', {
      collection: 'articles',
      schema: {},
      fields: [
        idField,
        { field: 'title', type: 'string', meta: { interface: 'input' } },
        { field: 'internal_note', type: 'text', meta: { interface: 'input-multiline' } },
      ],
    });
    await apiWrite(server, 'POST', '/collections', { collection: 'secrets', schema: {}, fields: [idField] });
    const role = (await apiWrite(server, 'POST', '/roles', { name: 'Docs editors', app_access: true, admin_access: false })) as {
      id: string;
    };
    await apiWrite(server, 'POST', '/users', { ...EDITOR, role: role.id, status: 'active' });
    await apiWrite(server, 'POST', '/permissions', { role: role.id, collection: 'articles', action: 'read', fields: ['id', 'title'] });
    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  it("shows an administrator every collection's operations and fields, opened from the user menu", async () => {
    await openContentModule(session, page);
    await page.getByRole('button', { name: /user menu/i }).click();
    await page.getByRole('menuitem', { name: 'API documentation' }).click();
    await page.waitForURL(`${session.appUrl}/docs`);
    await page.getByRole('heading', { level: 1, name: 'API documentation' }).waitFor();

    const tags = page.getByRole('navigation', { name: 'API tags' });
    await tags.getByRole('link', { name: 'ItemsArticles', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: /ItemsArticles/ }).waitFor();
    expect(await tags.getByRole('link', { name: 'ItemsSecrets', exact: true }).count()).toBe(1);
    const operations = await page.getByRole('heading', { level: 3 }).allTextContents();
    expect(operations).toEqual(expect.arrayContaining(['GET /items/articles', 'POST /items/articles', 'GET /items/articles/{id}']));
    await page
      .getByRole('table', { name: 'Parameters of GET /items/articles', exact: true })
      .getByRole('row', { name: /^fields/ })
      .waitFor();

    const schema = listSchema(page);
    await (await expandUntil(schema, 'internal_note')).waitFor();
    expect(await schema.locator('.schema-node__name, .schema-node__toggle').getByText('title', { exact: true }).count()).toBeGreaterThan(0);
    console.log(`Screenshot of the API documentation: ${await screenshot(page, 'api-docs-admin')}`);
  });

  it('filters the tags to what is typed', async () => {
    await page.goto(`${session.appUrl}/docs`);
    await page.getByRole('searchbox', { name: 'Filter tags and operations' }).fill('secrets');
    const tags = page.getByRole('navigation', { name: 'API tags' });
    await expect.poll(() => tags.getByRole('link').allTextContents()).toEqual([expect.stringMatching(/^ItemsSecrets/)]);
  });

  it('downloads the document as JSON', async () => {
    await page.goto(`${session.appUrl}/docs`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download JSON' }).click()]);
    expect(download.suggestedFilename()).toBe('openapi.json');
    const document = JSON.parse(await downloadedText(download)) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(document.paths)).toContain('/items/articles');
  });

  it('shows a role only what it may read: no other collection, no create, no hidden field', async () => {
    const editor = (await session.newPage({ signedInAs: EDITOR })).page;
    await openContentModule(session, editor);
    await editor.goto(`${session.appUrl}/docs?tag=ItemsArticles`);
    await editor.getByRole('heading', { level: 2, name: /ItemsArticles/ }).waitFor();

    const tags = editor.getByRole('navigation', { name: 'API tags' });
    expect(await tags.getByRole('link', { name: 'ItemsSecrets', exact: true }).count()).toBe(0);
    const operations = await editor.getByRole('heading', { level: 3 }).allTextContents();
    expect(operations).toContain('GET /items/articles');
    expect(operations).not.toContain('POST /items/articles');

    const schema = listSchema(editor);
    await (await expandUntil(schema, 'title')).waitFor();
    expect(await schema.getByText('internal_note', { exact: true }).count()).toBe(0);
    await editor.close();
  });
});
