import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiWrite, screenshot, startAppSession } from './support/app-session.js';
import { guardBrowserTests } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';

const ENGLISH = { email: 'bar-editor-en@example.com', password: 'bar-editor-pass-1', language: 'en-US' };
const GERMAN = { email: 'bar-editor-de@example.com', password: 'bar-editor-pass-1', language: 'de-DE' };

const TEXT = {
  en: { count: '2 items selected', archive: 'Archive', clear: 'Clear selection', region: 'Selected items', search: 'Search items' },
  de: {
    count: '2 Einträge ausgewählt',
    archive: 'Archivieren',
    clear: 'Auswahl aufheben',
    region: 'Ausgewählte Einträge',
    search: 'Einträge durchsuchen',
  },
} as const;

/**
 * Issue 42 point 6 on the real server (SQLite), signed in as a non-admin editor: with two rows
 * ticked, the selection bar has a row of its own, so at 1440 and 1280 px, in English and in German
 * (the user's language setting), the toolbar's search box covers nothing: the count reads in full
 * and Archive and Clear selection take a click (playwright's trial click fails on a covered button).
 */
describe('the selection bar at desktop widths', () => {
  let session: AppSession;
  const pages = new Map<'en' | 'de', Page>();

  beforeAll(async () => {
    session = await startAppSession();
    await apiWrite(session.server, 'POST', '/collections', {
      collection: 'notes',
      schema: {},
      meta: { display_template: '{{title}}', archive_field: 'status', archive_value: 'archived', unarchive_value: 'draft' },
      fields: [
        { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
        { field: 'title', type: 'string', meta: { interface: 'input' } },
        { field: 'status', type: 'string', meta: { interface: 'input' }, schema: { default_value: 'draft' } },
      ],
    });
    await apiWrite(
      session.server,
      'POST',
      '/items/notes',
      ['Alpha note', 'Beta note', 'Gamma note'].map((title) => ({ title, status: 'draft' })),
    );
    const role = (await apiWrite(session.server, 'POST', '/roles', { name: 'Note editors', app_access: true, admin_access: false })) as {
      id: string;
    };
    for (const action of ['create', 'read', 'update', 'delete'])
      await apiWrite(session.server, 'POST', '/permissions', { role: role.id, collection: 'notes', action, fields: ['*'] });
    for (const [key, user] of [
      ['en', ENGLISH],
      ['de', GERMAN],
    ] as const) {
      await apiWrite(session.server, 'POST', '/users', { ...user, role: role.id, status: 'active' });
      pages.set(key, (await session.newPage({ signedInAs: user })).page);
    }
  });
  guardBrowserTests(
    () => session,
    () => pages.get('de') ?? pages.get('en'),
  );

  for (const width of [1440, 1280])
    for (const language of ['en', 'de'] as const)
      it(`keeps Archive, Clear selection and the count clear of the toolbar at ${width} px in ${language}`, async () => {
        const page = pages.get(language)!;
        const text = TEXT[language];
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${session.appUrl}/content/notes`);
        await page.getByRole('checkbox', { name: /Alpha note/ }).check();
        await page.getByRole('checkbox', { name: /Beta note/ }).check();
        const bar = page.getByRole('region', { name: text.region });
        const count = bar.getByText(text.count, { exact: true });
        await count.waitFor();
        // Read in full: not clipped by its box, and inside the window.
        expect(await count.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
        const countBox = await count.boundingBox();
        expect(countBox!.x + countBox!.width).toBeLessThanOrEqual(width);
        // The search box and the bar do not overlap.
        const searchBox = (await page.getByLabel(text.search).boundingBox())!;
        const barBox = (await bar.boundingBox())!;
        expect(searchBox.y + searchBox.height <= barBox.y || barBox.y + barBox.height <= searchBox.y).toBe(true);
        await bar.getByRole('button', { name: text.archive, exact: true }).click({ trial: true, timeout: 3_000 });
        await bar.getByRole('button', { name: text.clear, exact: true }).click({ trial: true, timeout: 3_000 });
        console.log(`Screenshot of the selection bar: ${await screenshot(page, `selection-bar-${width}-${language}`)}`);
        await bar.getByRole('button', { name: text.clear, exact: true }).click();
        await bar.waitFor({ state: 'detached' });
      });
});
