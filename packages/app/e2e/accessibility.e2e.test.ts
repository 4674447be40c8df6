import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiWrite, screenshot, startAppSession, createPosts } from './support/app-session.js';
import { seriousViolations } from './support/axe.js';
import { guardBrowserTests, signInAsAdmin } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';

/**
 * Each module's main page, checked by axe-core in Chromium against the real server: no serious or
 * critical WCAG 2.1 A/AA violation (missing labels and names, contrast, roles, focusable hidden
 * content…), in the light appearance the app starts in.
 */
describe('accessibility of each module', () => {
  let session: AppSession;
  let page: Page;

  beforeAll(async () => {
    session = await startAppSession();
    await createPosts(session.server, ['First post'], [{ field: 'published', type: 'boolean', meta: { interface: 'boolean' } }]);
    const dashboard = (await apiWrite(session.server, 'POST', '/dashboards', { name: 'Editorial', icon: 'dashboard' })) as { id: string };
    await apiWrite(session.server, 'POST', '/panels', {
      dashboard: dashboard.id,
      name: 'Posts',
      type: 'metric',
      position_x: 1,
      position_y: 1,
      width: 12,
      height: 6,
      options: { collection: 'posts', field: '*', function: 'count' },
    });
    await apiWrite(session.server, 'POST', '/flows', {
      name: 'Notify',
      status: 'active',
      trigger: 'manual',
      options: { collections: ['posts'] },
    });
    page = (await session.newPage()).page;
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  it('the sign-in page', async () => {
    await page.goto(`${session.appUrl}/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  const pages: Array<{ name: string; path: string; ready: (page: Page) => Promise<unknown> }> = [
    { name: 'content: a collection', path: '/content/posts', ready: (p) => p.getByRole('link', { name: 'Open First post' }).waitFor() },
    { name: 'content: an item', path: '/content/posts/1', ready: (p) => p.getByLabel('Title').waitFor() },
    { name: 'users', path: '/users', ready: (p) => p.getByRole('table', { name: 'Users' }).waitFor() },
    { name: 'files', path: '/files', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
    { name: 'insights', path: '/insights', ready: (p) => p.getByText('Editorial').first().waitFor() },
    { name: 'settings: data model', path: '/settings/data-model', ready: (p) => p.getByText('posts').first().waitFor() },
    { name: 'settings: flows', path: '/settings/flows', ready: (p) => p.getByText('Notify').first().waitFor() },
    {
      name: 'settings: translation strings',
      path: '/settings/translations',
      ready: (p) => p.getByRole('heading', { level: 1, name: 'Translation Strings' }).waitFor(),
    },
    { name: 'settings: project', path: '/settings/project', ready: (p) => p.getByRole('form', { name: 'Project settings' }).waitFor() },
    { name: 'activity', path: '/activity', ready: (p) => p.getByRole('table', { name: 'Activity log' }).waitFor() },
    { name: 'API documentation', path: '/docs', ready: (p) => p.getByRole('heading', { level: 2, name: /ItemsPosts/ }).waitFor() },
  ];

  it.each(pages)('$name', async ({ name, path, ready }) => {
    if (!page.url().includes('/admin/content') && !page.url().includes('/admin/')) await signInAsAdmin(session, page);
    else if (page.url().endsWith('/login')) await signInAsAdmin(session, page);
    await page.goto(`${session.appUrl}${path}`);
    await ready(page);
    // Lazy chunks and queries settle before the check.
    await page.waitForLoadState('networkidle');
    const violations = await seriousViolations(page);
    if (violations.length > 0) console.log(`Screenshot of ${name}: ${await screenshot(page, `a11y-${name.replace(/\W+/g, '-')}`)}`);
    expect(violations).toEqual([]);
  });
});
