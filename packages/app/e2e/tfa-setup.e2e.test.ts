import { authenticator } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fillSignIn, screenshot, startAppSession } from './support/app-session.js';
import type { AppSession } from './support/app-session.js';

/** First-login two-factor set-up (issue 8) against the real server. */
describe('two-factor set-up in the browser', () => {
  let session: AppSession;
  beforeAll(async () => {
    session = await startAppSession();
  });
  afterEach(() => expect(session.takeProblems()).toEqual([]));
  afterAll(async () => session?.close());

  it('a user whose role enforces it sets it up on first sign-in, then reaches the content module', async () => {
    const role = await session.server.createRole({ name: 'Two-factor staff', app_access: true, admin_access: false, enforce_tfa: true });
    const user = await session.server.createUser({ role, first_name: 'Tfa', last_name: 'Staff' });

    const { page } = await session.newPage();
    await page.goto(`${session.appUrl}/content`);
    await page.waitForURL(/\/admin\/login\?redirect=%2Fcontent/);
    await fillSignIn(page, user.email, user.password);
    await page.waitForURL(`${session.appUrl}/tfa-setup?redirect=%2Fcontent`);

    // A wrong password shows the API's error.
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid user credentials.' }).waitFor();

    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    const secret = ((await page.getByLabel('Secret').textContent()) ?? '').trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect((await page.getByLabel('Authenticator link').textContent())?.trim()).toContain(`secret=${secret}`);
    await screenshot(page, 'tfa-setup');

    await page.getByLabel('One-time code').fill(authenticator.generate(secret));
    await page.getByRole('button', { name: 'Enable two-factor sign-in' }).click();
    await page.waitForURL(`${session.appUrl}/content`);
    await page.getByRole('heading', { name: 'No collections to show' }).waitFor();

    // The secret is stored on the server, and signing in now asks for a code.
    const row = (await session.server.server.ctx.db('directus_users').where('id', user.id).first('tfa_secret')) as {
      tfa_secret: string | null;
    };
    expect(row.tfa_secret).toBe(secret);
    const answer = await session.server.request('/auth/login', { method: 'POST', json: { email: user.email, password: user.password } });
    expect(answer.status).toBe(401);
  });
});
