import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiData, screenshot, startAppSession, createPosts, TEST_ADMIN } from './support/app-session.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';
import type { OperationRow } from './support/flow-rows.js';

/**
 * The flow editor on the real server (SQLite): a manual flow is created, set up and drawn in the
 * UI (a condition with a log on each path), saved as /operations, then run from an item page; its
 * recorded run took the resolve path.
 */
describe('flow editor in the browser', () => {
  let session: AppSession;
  let page: Page;
  let flowId: string;

  beforeAll(async () => {
    session = await startAppSession();
    await createPosts(session.server, ['First post']);
    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  async function addOperation(opener: string, name: string, type: string, option: { label: string; value: string }) {
    await page.getByRole('button', { name: opener, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add operation' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Type').selectOption(type);
    await dialog.getByLabel(option.label).fill(option.value);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  it('creates a manual flow, draws a condition with a log on each path and saves it as operations', async () => {
    await page.goto(`${session.appUrl}/settings/flows`);
    await page.getByRole('button', { name: 'Create flow' }).click();
    const create = page.getByRole('dialog', { name: 'Create flow' });
    await create.getByLabel('Name').fill('Check post');
    await create.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('heading', { name: 'Check post', level: 1 }).waitFor();
    flowId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

    await page.getByRole('button', { name: 'Trigger set-up' }).click();
    const trigger = page.getByRole('dialog', { name: 'Trigger set-up' });
    await trigger.getByRole('group', { name: 'Collections' }).getByRole('checkbox', { name: 'posts', exact: true }).check();
    await trigger.getByLabel('Location').selectOption('item');
    await trigger.getByRole('button', { name: 'Save trigger' }).click();
    await trigger.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await addOperation('Add after', 'Is posts', 'condition', {
      label: 'Condition rules',
      value: '{"$trigger":{"body":{"collection":{"_eq":"posts"}}}}',
    });
    await addOperation('Add after Is posts on success', 'Log yes', 'log', { label: 'Message', value: 'went the resolve way' });
    await addOperation('Add after Is posts on failure', 'Log no', 'log', { label: 'Message', value: 'went the reject way' });
    console.log(`Screenshot of the editor: ${await screenshot(page, 'flow-editor-edit')}`);
    // The canvas kept its first fit and panned each new node into view, without zooming out.
    const canvas = (await page.getByLabel('Flow graph').boundingBox())!;
    await page.waitForTimeout(300); // the 200 ms pan
    for (const name of ['Is posts (condition)', 'Log yes (log)', 'Log no (log)']) {
      const node = (await page.getByLabel(`Operation ${name}`, { exact: true }).boundingBox())!;
      expect(node.x).toBeGreaterThanOrEqual(canvas.x);
      expect(node.y).toBeGreaterThanOrEqual(canvas.y);
      expect(node.x + node.width).toBeLessThanOrEqual(canvas.x + canvas.width);
      expect(node.y + node.height).toBeLessThanOrEqual(canvas.y + canvas.height);
    }
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Flow saved').waitFor();
    // The notifications leave the canvas's zoom controls uncovered.
    const toasts = (await page.getByRole('status', { name: 'Notifications' }).boundingBox())!;
    const controls = (await page.getByRole('button', { name: 'Zoom In' }).boundingBox())!;
    expect(controls.x + controls.width <= toasts.x || controls.y + controls.height <= toasts.y).toBe(true);

    const flow = await apiData<{ trigger: string; operation: string; options: Record<string, unknown> }>(
      session.server,
      `/flows/${flowId}`,
    );
    expect(flow.trigger).toBe('manual');
    expect(flow.options).toMatchObject({ collections: ['posts'], location: 'item' });
    const operations = await apiData<OperationRow[]>(session.server, `/operations?filter[flow][_eq]=${flowId}&limit=-1`);
    const byKey = new Map(operations.map((operation) => [operation.key, operation]));
    expect([...byKey.keys()].sort()).toEqual(['is_posts', 'log_no', 'log_yes']);
    const condition = byKey.get('is_posts')!;
    expect(flow.operation).toBe(condition.id);
    expect(condition.options).toEqual({ filter: { $trigger: { body: { collection: { _eq: 'posts' } } } } });
    expect(condition.resolve).toBe(byKey.get('log_yes')!.id);
    expect(condition.reject).toBe(byKey.get('log_no')!.id);
    expect(byKey.get('log_yes')!.options).toEqual({ message: 'went the resolve way' });
    console.log(`Screenshot of the saved flow: ${await screenshot(page, 'flow-editor-saved')}`);
  });

  it('runs the flow from an item page, and its recorded run took the resolve path', async () => {
    await page.goto(`${session.appUrl}/content/posts/1`);
    await page.getByRole('group', { name: 'Flows' }).getByRole('button', { name: 'Check post' }).click();
    await page.getByText('Ran "Check post"').waitFor();

    await page.goto(`${session.appUrl}/settings/flows/${encodeURIComponent(flowId)}`);
    const runs = page.getByRole('list', { name: 'Last runs' });
    await runs.getByText('2 steps').click();
    // The run's steps in order, each with how it ended (flow-runs.tsx shows the stored steps as a list).
    const steps = runs.getByRole('list', { name: /^Steps of the run of / });
    const outcomes = await steps
      .locator(':scope > li')
      .evaluateAll((items) => items.map((item) => [item.getAttribute('aria-label'), item.querySelector('.flow-run__badge')?.textContent]));
    expect(outcomes).toEqual([
      ['Is posts (is_posts)', 'Resolved'],
      ['Log yes (log_yes)', 'Resolved'],
    ]);
    console.log(`Screenshot of the run: ${await screenshot(page, 'flow-editor-run')}`);
  });
});
