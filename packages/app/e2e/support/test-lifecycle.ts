import type { Page } from 'playwright-core';
import { afterAll, afterEach, expect } from 'vitest';
import { fillSignIn, screenshot, TEST_ADMIN, type AppSession } from './app-session.js';

/**
 * The hooks every browser test file needs: a screenshot of the page when a test fails, no page
 * error or console warning left over after any test, and the session closed at the end.
 */
export function guardBrowserTests(getSession: () => AppSession | undefined, getPage: () => Page | undefined): void {
  afterEach(async ({ task }) => {
    const page = getPage();
    if (task.result?.state === 'fail' && page)
      console.log(`Screenshot at the failure: ${await screenshot(page, `failed-${task.name.replace(/\W+/g, '-')}`)}`);
  });
  afterEach(() => expect(getSession()?.takeProblems() ?? []).toEqual([]));
  afterAll(async () => getSession()?.close());
}

/**
 * Signs the first admin in through the sign-in page and waits for the content module; for suites whose
 * subject is signing in. Others start signed in: `session.newPage({ signedInAs })`, then {@link openContentModule}.
 */
export async function signInAsAdmin(session: AppSession, page: Page): Promise<void> {
  await page.goto(`${session.appUrl}/login`);
  await fillSignIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
  await waitForContentModule(session, page);
}

/** Opens the app at its content module (a page signed in through the API lands there) and waits for it. */
export async function openContentModule(session: AppSession, page: Page): Promise<void> {
  await page.goto(`${session.appUrl}/content`);
  await waitForContentModule(session, page);
}

/** The content module, on `/content` or the collection it opens (its first readable one). */
export async function waitForContentModule(session: AppSession, page: Page): Promise<void> {
  const base = `${new URL(session.appUrl).pathname}/content`;
  await page.waitForURL((url) => url.pathname === base || url.pathname.startsWith(`${base}/`));
}
