import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiWrite, screenshot, startAppSession, TEST_ADMIN } from './support/app-session.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';

/**
 * Issue 42 point 14 (dialogs): the Create collection and Add operation dialogs keep every input
 * inside their inner padding, and nothing makes them scroll sideways. As an administrator: the
 * data model and flows are admin work.
 */
describe('dialogs fit their content', () => {
  let session: AppSession;
  let page: Page;
  let flowId: string;

  beforeAll(async () => {
    session = await startAppSession();
    const flow = (await apiWrite(session.server, 'POST', '/flows', { name: 'Tidy up', trigger: 'manual', status: 'active' })) as {
      id: string;
    };
    flowId = flow.id;
    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  /** The controls that reach past the dialog's padding box, by name; and whether it scrolls sideways. */
  const overflow = (dialog: Locator) =>
    dialog.evaluate((panel) => {
      const box = panel.getBoundingClientRect();
      const style = getComputedStyle(panel);
      const left = box.left + parseFloat(style.paddingLeft) - 0.5;
      const right = box.right - parseFloat(style.paddingRight) + 0.5;
      const outside = [...panel.querySelectorAll('input, select, textarea')]
        .filter((control) => {
          const rect = control.getBoundingClientRect();
          return rect.width > 0 && (rect.left < left || rect.right > right);
        })
        .map((control) => control.getAttribute('aria-label') ?? control.id);
      return { outside, scrollsSideways: panel.scrollWidth > panel.clientWidth };
    });

  it('keeps the inputs of Create collection inside its padding', async () => {
    await page.goto(`${session.appUrl}/settings/data-model`);
    await page.getByRole('button', { name: 'Create collection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create collection' });
    await dialog.getByLabel('Name').waitFor();
    console.log(`Screenshot of Create collection: ${await screenshot(page, 'dialog-create-collection')}`);
    expect(await overflow(dialog)).toEqual({ outside: [], scrollsSideways: false });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('keeps the inputs of Add operation inside its padding', async () => {
    await page.goto(`${session.appUrl}/settings/flows/${encodeURIComponent(flowId)}`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('button', { name: 'Add after', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add operation' });
    await dialog.getByLabel('Name').waitFor();
    console.log(`Screenshot of Add operation: ${await screenshot(page, 'dialog-add-operation')}`);
    expect(await overflow(dialog)).toEqual({ outside: [], scrollsSideways: false });
  });
});
