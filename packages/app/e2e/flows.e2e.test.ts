import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiWrite, screenshot, startAppSession, createPosts, TEST_ADMIN } from './support/app-session.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';

/**
 * Flows in the browser on the real server (SQLite): the read-only flow view draws the operations
 * stored through the API along their resolve/reject links, and a manual flow's button on an item
 * page asks for its confirmation field and sends the reference's trigger body through the SDK.
 */
describe('flows in the browser', () => {
  let session: AppSession;
  let page: Page;
  let flowId: string;

  beforeAll(async () => {
    session = await startAppSession();
    await createPosts(session.server, ['First post']);
    const flow = (await apiWrite(session.server, 'POST', '/flows', {
      name: 'Request review',
      description: 'Asks an editor to review the post',
      status: 'active',
      trigger: 'manual',
      accountability: 'all',
      options: {
        collections: ['posts'],
        location: 'both',
        requireConfirmation: true,
        confirmationDescription: 'Who should review it?',
        fields: [{ field: 'reviewer', type: 'string', name: 'Reviewer', meta: { required: true } }],
      },
    })) as { id: string };
    flowId = flow.id;
    const operation = async (key: string, name: string, type: string, links: Record<string, string> = {}) =>
      (
        (await apiWrite(session.server, 'POST', '/operations', {
          flow: flowId,
          key,
          name,
          type,
          position_x: 19,
          position_y: 1,
          options: {},
          ...links,
        })) as { id: string }
      ).id;
    const logged = await operation('logged', 'Log request', 'log');
    const refused = await operation('refused', 'Log refusal', 'log');
    const check = await operation('check', 'Has a title?', 'condition', { resolve: logged, reject: refused });
    await apiWrite(session.server, 'PATCH', `/flows/${flowId}`, { operation: check });
    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  it('lists the flow and shows its trigger and operation graph read-only', async () => {
    await page.goto(`${session.appUrl}/settings/flows`);
    await page.getByRole('link', { name: 'Request review' }).click();
    await page.getByRole('heading', { name: 'Request review', level: 1 }).waitFor();
    const trigger = page.getByRole('region', { name: 'Trigger' });
    expect(await trigger.getByText('Manual (button in the app)').count()).toBe(1);
    const graph = page.getByRole('list', { name: 'Operations' });
    expect(await graph.getByText('Has a title?').count()).toBe(1);
    const success = graph.locator('.operation-branch--resolve');
    const failure = graph.locator('.operation-branch--reject');
    expect(await success.getByText('Log request').count()).toBe(1);
    expect(await failure.getByText('Log refusal').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    console.log(`Screenshot of the flow view: ${await screenshot(page, 'flows-detail')}`);
  });

  it('runs the manual flow from an item page with the confirmation value', async () => {
    await page.goto(`${session.appUrl}/content/posts/1`);
    const flows = page.getByRole('group', { name: 'Flows' });
    await flows.getByRole('button', { name: 'Request review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Run Request review?' });
    await dialog.getByText('Who should review it?').waitFor();
    await dialog.getByLabel('Reviewer (required)').fill('Ada');
    console.log(`Screenshot of the confirmation: ${await screenshot(page, 'flows-confirm')}`);
    const sent = page.waitForRequest((request) => request.url().endsWith(`/flows/trigger/${flowId}`) && request.method() === 'POST');
    await dialog.getByRole('button', { name: 'Run flow' }).click();
    expect((await sent).postDataJSON()).toEqual({ reviewer: 'Ada', collection: 'posts', keys: [1] });
  });
});
