import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiData, apiWrite, screenshot, startAppSession, TEST_ADMIN } from './support/app-session.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';

interface Article {
  title: string;
  status: string | null;
  body: string | null;
}

const WRITER = { email: 'writer@example.com', password: 'Writer-pass-1!' };

/**
 * Theming, the module bar and permission presets on the real server (SQLite): what the admin sets
 * on the screens is stored, survives a reload and changes the page's computed styles and module
 * bar; a preset set with the item form is stored on an item a user of that role creates.
 */
describe('themes, module bar and presets in the browser', () => {
  let session: AppSession;
  let page: Page;
  let roleId: string;

  const moduleBar = () => page.getByRole('navigation', { name: 'Modules' });
  const computed = (selector: string, property: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
  const saveSettings = async () => {
    const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().endsWith('/settings'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
  };

  beforeAll(async () => {
    session = await startAppSession();
    const { server } = session;
    await apiWrite(server, 'POST', '/collections', {
      collection: 'articles',
      schema: {},
      meta: { display_template: '{{title}}' },
      fields: [
        { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
        { field: 'title', type: 'string', meta: { interface: 'input' } },
        {
          field: 'status',
          type: 'string',
          meta: {
            interface: 'select-dropdown',
            options: {
              choices: [
                { text: 'Draft', value: 'draft' },
                { text: 'In review', value: 'review' },
              ],
            },
          },
        },
        { field: 'body', type: 'text', meta: { interface: 'input-multiline' } },
      ],
    });
    roleId = ((await apiWrite(server, 'POST', '/roles', { name: 'Writers', app_access: true, admin_access: false })) as { id: string }).id;
    await apiWrite(server, 'POST', '/users', { ...WRITER, role: roleId, status: 'active' });
    await apiWrite(server, 'POST', '/permissions', { role: roleId, collection: 'articles', action: 'read', fields: ['*'] });
    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  it('applies the project colour and light overrides after a reload', async () => {
    await page.goto(`${session.appUrl}/settings/project`);
    const color = page.getByLabel('Project color', { exact: true });
    await color.fill('#E91E63');
    const theming = page.getByRole('region', { name: 'Theming' });
    await theming.getByRole('radio', { name: 'Directus Default' }).first().waitFor();
    const light = theming.getByRole('group', { name: 'Light theme overrides' });
    await light.getByRole('textbox', { name: 'Background', exact: true }).fill('#FFF3E0');
    await light.getByRole('textbox', { name: 'Module bar background', exact: true }).fill('#004D40');
    await saveSettings();
    await page.reload();
    await page.getByRole('heading', { name: 'Project Settings' }).waitFor();
    expect(await computed('body', 'background-color')).toBe('rgb(255, 243, 224)');
    expect(await computed('.module-bar', 'background-color')).toBe('rgb(0, 77, 64)');
    expect(await computed('.module-bar__project', 'background-color')).toBe('rgb(233, 30, 99)');
    // A rule the theme writes as var(--project-color) shows the project colour in its picker.
    const overrides = page.getByRole('group', { name: 'Light theme overrides' });
    expect(await overrides.getByLabel('Primary colour picker').inputValue()).toBe('#e91e63');
    await overrides.scrollIntoViewIfNeeded();
    await screenshot(page, 'themes-light-overrides');
    expect(
      await apiData(session.server, '/settings?fields=project_color,theme_light_overrides,default_appearance,default_theme_light'),
    ).toEqual({
      project_color: '#E91E63',
      theme_light_overrides: { background: '#FFF3E0', navigation: { modules: { background: '#004D40' } } },
      default_appearance: 'auto',
      default_theme_light: null,
    });
  });

  it('switches the project to dark appearance with a dark override, kept after a reload', async () => {
    const theming = page.getByRole('region', { name: 'Theming' });
    await theming.getByLabel('Default appearance').selectOption('dark');
    await theming
      .getByRole('group', { name: 'Dark theme overrides' })
      .getByRole('textbox', { name: 'Primary', exact: true })
      .fill('#00BCD4');
    await saveSettings();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.reload();
    await page.getByRole('heading', { name: 'Project Settings' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await computed('body', 'background-color')).toBe('rgb(16, 21, 28)');
    expect(await computed('.module-bar__project', 'background-color')).toBe('rgb(0, 188, 212)');
    await page.getByRole('group', { name: 'Dark theme', exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'themes-dark-appearance');
  });

  it('hides a module and reorders the bar by dragging, kept after a reload', async () => {
    const modules = page.getByRole('region', { name: 'Modules' });
    await modules.getByRole('checkbox', { name: 'Show Insights' }).uncheck();
    const handle = modules.getByRole('button', { name: 'Drag File library' });
    const target = modules.getByRole('button', { name: 'Drag Content' });
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++)
      await page.mouse.move(from.x + from.width / 2, from.y + ((to.y - 4 - from.y) * step) / 10 + from.height / 2);
    await page.mouse.up();
    await expect
      .poll(() =>
        modules
          .getByRole('list', { name: 'Module bar' })
          .getByRole('checkbox')
          .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label'))),
      )
      .toEqual(['Show File library', 'Show Content', 'Show User directory', 'Show Insights', 'Show Settings']);
    // Saved with the keyboard shortcut: after a drag, dnd-kit's pointer handling can keep the Save click from landing.
    const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().endsWith('/settings'));
    await page.keyboard.press('Control+s');
    expect((await saved).status()).toBe(200);
    await page.reload();
    await page.getByRole('heading', { name: 'Project Settings' }).waitFor();
    await expect
      .poll(() =>
        moduleBar()
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label'))),
      )
      .toEqual(['File library', 'Content', 'User directory', 'Settings']);
    await page.getByRole('region', { name: 'Modules' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'module-bar-reordered');
    const stored = await apiData<{ module_bar: { id: string; enabled: boolean }[] }>(session.server, '/settings?fields=module_bar');
    expect(stored.module_bar.map((entry) => `${entry.id}:${entry.enabled}`)).toEqual([
      'files:true',
      'content:true',
      'users:true',
      'insights:false',
      'settings:true',
    ]);
  });

  it('sets field presets with the item form; an item the role creates stores them', async () => {
    await page.goto(`${session.appUrl}/settings/roles/${roleId}`);
    const matrix = page.getByRole('table', { name: 'Permissions' });
    await matrix.getByLabel('Create permission of articles').selectOption('custom');
    const drawer = page.getByRole('dialog', { name: 'Custom create permission of articles' });
    const presets = drawer.getByRole('group', { name: 'Field presets' });
    await presets.getByLabel('Status').selectOption({ label: 'In review' });
    await presets.getByLabel('Body').fill('Written from a preset');
    await screenshot(page, 'permission-presets-form');
    await drawer.getByRole('button', { name: 'Save permission' }).click();
    await drawer.waitFor({ state: 'detached' });
    const rules = await apiData<{ action: string; presets: unknown }[]>(session.server, `/permissions?filter[role][_eq]=${roleId}`);
    expect(rules.find((rule) => rule.action === 'create')?.presets).toEqual({ status: 'review', body: 'Written from a preset' });

    const writer = (await session.newPage({ signedInAs: WRITER })).page;
    await openContentModule(session, writer);
    await writer.goto(`${session.appUrl}/content/articles/+`);
    await writer.getByLabel('Title').fill('By the writer');
    await writer.getByRole('button', { name: 'Save', exact: true }).click();
    await writer.waitForURL(`${session.appUrl}/content/articles`);
    // The project's dark appearance reaches every user who chose none.
    expect(await writer.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await screenshot(writer, 'permission-presets-writer');
    const stored = await apiData<Article[]>(session.server, '/items/articles?fields=title,status,body');
    expect(stored).toEqual([{ title: 'By the writer', status: 'review', body: 'Written from a preset' }]);
  });
});
