import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiData, apiWrite, createPosts, screenshot, startAppSession, TEST_ADMIN } from './support/app-session.js';
import type { AppSession } from './support/app-session.js';
import type { OperationRow } from './support/flow-rows.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';

/**
 * The flow editor's pickers on the real server (SQLite), as the admin: an event flow's scope and
 * collections are chosen from lists, a notification's recipient by name and its permissions from
 * the select; a post written through the API then runs it once down the notification path and
 * once down a path whose data read fails as public, and the runs read as steps, the failed one
 * marked with its failing step.
 */
describe('flow editor pickers in the browser', () => {
  let session: AppSession;
  let page: Page;
  let flowId: string;
  let graceId: string;

  beforeAll(async () => {
    session = await startAppSession();
    await createPosts(session.server, []);
    graceId = (
      (await apiWrite(session.server, 'POST', '/users', {
        email: 'grace@example.com',
        password: 'Grace-password-1!',
        first_name: 'Grace',
        last_name: 'Hopper',
      })) as { id: string }
    ).id;
    await apiWrite(session.server, 'POST', '/users', { email: 'alan@example.com', first_name: 'Alan', last_name: 'Turing' });
    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  /** Opens "Add operation" from a node's add button and fills the name and type. */
  async function startOperation(opener: string, name: string, type: string) {
    await page.getByRole('button', { name: opener, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add operation' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Type').selectOption(type);
    return dialog;
  }

  async function finishOperation(dialog: ReturnType<Page['getByRole']>) {
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  it('sets up an event flow and a notification from pickers, stored in the reference shape', async () => {
    await page.goto(`${session.appUrl}/settings/flows`);
    await page.getByRole('button', { name: 'Create flow' }).click();
    const create = page.getByRole('dialog', { name: 'Create flow' });
    await create.getByLabel('Name').fill('Tell Grace about posts');
    await create.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('heading', { name: 'Tell Grace about posts', level: 1 }).waitFor();
    flowId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

    await page.getByRole('button', { name: 'Trigger set-up' }).click();
    const trigger = page.getByRole('dialog', { name: 'Trigger set-up' });
    await trigger.getByLabel('Trigger').selectOption('event');
    await trigger.getByLabel('Type').selectOption('action');
    await trigger.getByRole('group', { name: 'Scope' }).getByRole('checkbox', { name: 'items.create' }).check();
    const collections = trigger.getByRole('group', { name: 'Collections' });
    await collections.getByRole('checkbox', { name: 'posts' }).check();
    console.log(`Screenshot of the trigger pickers: ${await screenshot(page, 'flow-pickers-trigger')}`);
    await trigger.getByRole('button', { name: 'Save trigger' }).click();
    await trigger.waitFor({ state: 'detached' });

    const flow = await apiData<{ trigger: string; options: Record<string, unknown> }>(session.server, `/flows/${flowId}`);
    expect(flow.trigger).toBe('event');
    expect(flow.options).toEqual({ type: 'action', scope: ['items.create'], collections: ['posts'] });

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const condition = await startOperation('Add after', 'Is ok', 'condition');
    await condition.getByLabel('Condition rules').fill('{"$trigger":{"payload":{"title":{"_neq":"break"}}}}');
    await finishOperation(condition);

    const notify = await startOperation('Add after Is ok on success', 'Tell Grace', 'notification');
    const recipients = notify.getByRole('combobox', { name: 'Recipients' });
    await recipients.fill('hopper');
    await notify.getByRole('option', { name: /Grace Hopper/ }).click();
    await notify.getByRole('list', { name: 'Recipients' }).getByText('Grace Hopper', { exact: true }).waitFor();
    await notify.getByLabel('Subject').fill('A post was written');
    await notify.getByLabel('Permissions').selectOption({ label: 'Full access' });
    console.log(`Screenshot of the recipient picker: ${await screenshot(page, 'flow-pickers-notification')}`);
    await finishOperation(notify);

    // A read as the public role, which may not read posts: this path fails with FORBIDDEN.
    const read = await startOperation('Add after Is ok on failure', 'Read as public', 'item-read');
    await read.getByLabel('Collection', { exact: true }).selectOption('posts');
    await read.getByLabel('Permissions').selectOption({ label: 'Public' });
    await finishOperation(read);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Flow saved').waitFor();

    const operations = await apiData<OperationRow[]>(session.server, `/operations?filter[flow][_eq]=${flowId}&limit=-1`);
    const byKey = new Map(operations.map((operation) => [operation.key, operation]));
    expect(byKey.get('tell_grace')!.options).toEqual({ recipient: [graceId], subject: 'A post was written', permissions: '$full' });
    expect(byKey.get('read_as_public')!.options).toEqual({ collection: 'posts', permissions: '$public' });
    expect(byKey.get('is_ok')!.resolve).toBe(byKey.get('tell_grace')!.id);
    expect(byKey.get('is_ok')!.reject).toBe(byKey.get('read_as_public')!.id);
  });

  it('runs on new posts: the failed run names its failing step, the other shows its steps', async () => {
    await apiWrite(session.server, 'POST', '/items/posts', { title: 'break' });
    await waitForRuns(1);
    await apiWrite(session.server, 'POST', '/items/posts', { title: 'Hello' });
    await waitForRuns(2);
    const notifications = await apiData<Array<{ subject: string }>>(
      session.server,
      `/notifications?filter[recipient][_eq]=${graceId}&fields=subject`,
    );
    expect(notifications).toEqual([{ subject: 'A post was written' }]);

    await page.goto(`${session.appUrl}/settings/flows/${encodeURIComponent(flowId)}`);
    const runs = page.getByRole('list', { name: 'Last runs' });
    const [succeeded, failed] = [runs.locator(':scope > li').nth(0), runs.locator(':scope > li').nth(1)];
    await failed.getByText('Failed at Read as public (read_as_public)').waitFor();
    expect(await failed.getAttribute('class')).toContain('flow-run--failed');
    await failed.locator('summary').first().click();
    const failedStep = failed.getByRole('listitem', { name: 'Read as public (read_as_public)' });
    await failedStep.getByText('Rejected').waitFor();
    expect(await failedStep.locator('pre').textContent()).toContain('FORBIDDEN');

    await succeeded.getByText('Succeeded').waitFor();
    await succeeded.locator('summary').first().click();
    const steps = succeeded.getByRole('list', { name: /^Steps of the run of / });
    const names = await steps.locator(':scope > li').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
    expect(names).toEqual(['Is ok (is_ok)', 'Tell Grace (tell_grace)']);
    await steps.getByRole('listitem', { name: 'Tell Grace (tell_grace)' }).getByText('Resolved').waitFor();
    await steps.getByRole('listitem', { name: 'Tell Grace (tell_grace)' }).getByText('A post was written').waitFor();
    console.log(`Screenshot of the runs: ${await screenshot(page, 'flow-pickers-runs')}`);
  });

  /** Event flows run after the write answers: waits for the flow's `count`th recorded run. */
  async function waitForRuns(count: number) {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const runs = await apiData<unknown[]>(
        session.server,
        `/activity?filter[collection][_eq]=directus_flows&filter[item][_eq]=${flowId}&filter[action][_eq]=run&fields=id`,
      );
      if (runs.length >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The flow did not record ${count} runs`);
  }
});
