import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fillSignIn, screenshot, SCREENSHOT_DIR, startAppSession, TEST_ADMIN } from './support/app-session.js';
import type { AppSession } from './support/app-session.js';

/** Sign-in through the production build served by the real server (SQLite). */
describe('sign-in in the browser', () => {
  let session: AppSession;
  beforeAll(async () => {
    session = await startAppSession();
    console.log(`Screenshots: ${SCREENSHOT_DIR}`);
  });
  afterEach(() => expect(session.takeProblems()).toEqual([]));
  afterAll(async () => session?.close());

  const sessionsOf = async (userId: string) =>
    session.server.server.ctx.db('directus_sessions').where('user', userId).count({ n: '*' }).first();
  const storedSession = (page: Page) => page.evaluate(() => window.localStorage.getItem('tessera_auth'));

  it('a wrong password shows the API error and signs no one in', async () => {
    const { page } = await session.newPage();
    await page.goto(`${session.appUrl}/`);
    // An unknown visitor is sent to the sign-in page, which remembers where they were going.
    await page.waitForURL(/\/admin\/login\?redirect=/);
    await expect(page.getByRole('heading', { name: 'Tessera' }).isVisible()).resolves.toBe(true);
    const path = await screenshot(page, 'sign-in');
    console.log(`Screenshot of the sign-in page: ${path}`);

    await fillSignIn(page, TEST_ADMIN.email, 'not-the-password');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    // The same request through the API answers 401 INVALID_CREDENTIALS with this message.
    const answer = await session.server.request('/auth/login', {
      method: 'POST',
      json: { email: TEST_ADMIN.email, password: 'still-not-it' },
    });
    expect(answer.status).toBe(401);
    const body = (await answer.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
    expect(body.errors[0]?.extensions.code).toBe('INVALID_CREDENTIALS');
    expect((await alert.textContent())?.trim()).toBe(body.errors[0]?.message);
    expect(page.url()).toContain('/admin/login');
    expect(await storedSession(page)).toBeNull();
    await screenshot(page, 'sign-in-wrong-password');
  });

  it('the admin signs in, lands on the content module, and signs out again', async () => {
    const { page } = await session.newPage();
    await page.goto(`${session.appUrl}/login`);
    await fillSignIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.waitForURL(`${session.appUrl}/content`);
    await page.getByRole('navigation', { name: 'Modules' }).waitFor();
    await page.getByRole('heading', { name: 'No collections to show' }).waitFor();
    expect(JSON.parse((await storedSession(page)) ?? 'null')).toMatchObject({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
    });

    // The session survives a reload (tokens in localStorage, refreshed through the API).
    await page.reload();
    await page.getByRole('button', { name: /user menu/i }).waitFor();
    expect(page.url()).toBe(`${session.appUrl}/content`);

    const admin = (await session.server.server.ctx.db('directus_users').where('email', TEST_ADMIN.email).first('id')) as { id: string };
    expect(Number((await sessionsOf(admin.id))?.n)).toBe(1);
    await page.getByRole('button', { name: /user menu/i }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(/\/admin\/login\?reason=SIGN_OUT/);
    await page.getByText('You have been signed out.').waitFor();
    expect(await storedSession(page)).toBeNull();
    // Signing out ended the session on the server too.
    expect(Number((await sessionsOf(admin.id))?.n)).toBe(0);
  });

  it('a user whose role has no app access is refused and signed out again', async () => {
    const role = await session.server.createRole({ name: 'API only', app_access: false, admin_access: false });
    const user = await session.server.createUser({ role, first_name: 'Api', last_name: 'Only' });
    // The API itself lets them in: the refusal is the app's.
    const tokens = await session.server.login(user.email, user.password);
    expect(tokens.access_token).toEqual(expect.any(String));
    await session.server.request('/auth/logout', { method: 'POST', json: { refresh_token: tokens.refresh_token } });

    const { page } = await session.newPage();
    await page.goto(`${session.appUrl}/login`);
    await fillSignIn(page, user.email, user.password);
    await page.getByRole('alert').filter({ hasText: "Your role doesn't have access to the admin app." }).waitFor();
    expect(page.url()).toBe(`${session.appUrl}/login`);
    expect(await storedSession(page)).toBeNull();
    expect(Number((await sessionsOf(user.id))?.n)).toBe(0);

    // Going to an app page directly still ends on the sign-in page.
    await page.goto(`${session.appUrl}/content`);
    await page.waitForURL(/\/admin\/login\?redirect=%2Fcontent/);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });
});
