import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiData, apiWrite, screenshot, startAppSession, createPosts, TEST_ADMIN } from './support/app-session.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';

const REVIEWER = { email: 'rita@example.com', password: 'Reviewer-password-1!', first_name: 'Rita', last_name: 'Reviewer' };

/**
 * Collaboration in the browser on the real server: an admin mentions a reviewer in a comment
 * through the mention picker; the reviewer, signed in in another browser, sees the unread count,
 * reads the notification in the drawer, follows its link to the item and archives it.
 */
describe('comment mentions and the notifications drawer', () => {
  let session: AppSession;
  let page: Page;
  let reviewerId: string;

  beforeAll(async () => {
    session = await startAppSession();
    await createPosts(session.server, ['Launch announcement']);
    const role = (await apiWrite(session.server, 'POST', '/roles', { name: 'Reviewers', app_access: true, admin_access: false })) as {
      id: string;
    };
    await apiWrite(session.server, 'POST', '/permissions', { role: role.id, collection: 'posts', action: 'read', fields: ['*'] });
    reviewerId = ((await apiWrite(session.server, 'POST', '/users', { ...REVIEWER, role: role.id, status: 'active' })) as { id: string })
      .id;
    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  it('the admin mentions the reviewer with the picker; the comment shows the name', async () => {
    await page.goto(`${session.appUrl}/content/posts/1`);
    const box = page.getByRole('combobox', { name: 'Comment' });
    await box.click();
    await box.pressSequentially('Ready for review, @Rit');
    const option = page.getByRole('listbox', { name: 'Mention a user' }).getByRole('option', { name: /Rita Reviewer/ });
    await option.waitFor();
    console.log(`Screenshot of the mention picker: ${await screenshot(page, 'mentions-picker')}`);
    await page.keyboard.press('Enter');
    expect(await box.inputValue()).toBe(`Ready for review, @${reviewerId} `);
    await box.pressSequentially('please');
    await page.getByRole('button', { name: 'Add comment' }).click();
    await page.getByRole('list', { name: 'Comments' }).getByText('@Rita Reviewer').waitFor();
    console.log(`Screenshot of the comment: ${await screenshot(page, 'mentions-comment')}`);
    const notices = await apiData<Array<Record<string, unknown>>>(session.server, `/notifications?filter[recipient][_eq]=${reviewerId}`);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ subject: 'You were mentioned in posts', collection: 'posts', item: '1', status: 'inbox' });
    expect(session.takeProblems()).toEqual([]);
  });

  it('the reviewer sees the unread count, reads the notification, follows it to the post and archives it', async () => {
    const reviewer = (await session.newPage({ signedInAs: REVIEWER })).page;
    await openContentModule(session, reviewer);
    const bell = reviewer.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.waitFor();
    await bell.click();
    const drawer = reviewer.getByRole('dialog', { name: 'Notifications' });
    const entry = drawer.getByRole('list', { name: 'Inbox' }).getByRole('listitem');
    await entry.getByText('You were mentioned in posts').waitFor();
    const message = await entry.locator('.notifications-drawer__message').innerText();
    expect(message).toContain('Hello Rita Reviewer');
    expect(message).toContain('Ready for review, Rita Reviewer please');
    console.log(`Screenshot of the notifications drawer: ${await screenshot(reviewer, 'mentions-drawer')}`);
    await entry.getByRole('link', { name: 'Open the item' }).click();
    await reviewer.waitForURL(`${session.appUrl}/content/posts/1`);
    await reviewer.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await reviewer
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('button', { name: 'Archive: You were mentioned in posts' })
      .click();
    await reviewer.getByText('No new notifications.').waitFor();
    await reviewer.getByRole('button', { name: 'Close' }).click();
    await reviewer.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    const stored = await apiData<Array<Record<string, unknown>>>(
      session.server,
      `/notifications?filter[recipient][_eq]=${reviewerId}&fields=status`,
    );
    expect(stored).toEqual([{ status: 'archived' }]);
    expect(session.takeProblems()).toEqual([]);
  });
});
