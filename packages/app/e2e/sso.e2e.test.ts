import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcServer } from '../../server/test/harness/oidc-server.js';
import type { OidcTestServer } from '../../server/test/harness/oidc-server.js';
import { apiData, apiWrite, screenshot, startAppSession } from './support/app-session.js';
import type { AppSession } from './support/app-session.js';
import { guardBrowserTests, signInAsAdmin, waitForContentModule } from './support/test-lifecycle.js';

interface LinkedUser {
  id: string;
  email: string;
  role: string | null;
  provider: string;
  external_identifier: string | null;
  first_name: string | null;
  last_name: string | null;
}

const ACCOUNTS = {
  ada: { sub: 'ada-4711', email: 'ada@example.com', email_verified: true, given_name: 'Ada', family_name: 'Lovelace' },
  // The same e-mail as a password user made before: a provider sign-in must never take that account over.
  grace: { sub: 'grace-1906', email: 'grace@example.com', email_verified: true, given_name: 'Grace', family_name: 'Hopper' },
};

/** A port nothing listens on, so PUBLIC_URL (the origin the app's absolute return URL has) is known before the server starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * Signing in with a real OpenID provider (oidc-provider and its own login and consent pages) in
 * Chromium, against the real server (SQLite) serving the production build: the provider's button
 * on the sign-in page, the round trip, the cookie traded for the app's tokens, the new user's
 * linked provider on the user page, and a refused sign-in explained on the sign-in page.
 */
describe('single sign-on in the browser', () => {
  let idp: OidcTestServer;
  let session: AppSession;
  let page: Page | undefined;
  const ssoRole = randomUUID();

  beforeAll(async () => {
    idp = await startOidcServer();
    const port = await freePort();
    session = await startAppSession({
      env: {
        ...idp.providerEnv('company', { LABEL: 'Company SSO', ALLOW_PUBLIC_REGISTRATION: 'true', DEFAULT_ROLE_ID: ssoRole }),
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
    });
    // The provider reads DEFAULT_ROLE_ID at start; the role it names is made now, with that id.
    await apiWrite(session.server, 'POST', '/roles', { id: ssoRole, name: 'Single sign-on', app_access: true, admin_access: false });
    await apiWrite(session.server, 'POST', '/users', { email: 'grace@example.com', password: 'Grace-password-1!', status: 'active' });
    idp.configure({ redirectUris: [`${session.server.url}/auth/login/company/callback`], accounts: ACCOUNTS });
  });
  guardBrowserTests(
    () => session,
    () => page,
  );
  afterAll(async () => idp?.close());

  /** From the app's sign-in page through the provider's login and consent pages, back to the app. */
  async function signInWithProvider(target: Page, login: string): Promise<void> {
    await target.goto(`${session.appUrl}/login`);
    await target.getByRole('link', { name: 'Sign in with Company SSO' }).click();
    await target.waitForURL((url) => url.origin === idp.issuer);
    await target.locator('input[name="login"]').fill(login);
    await target.locator('input[name="password"]').fill('any password will do');
    await target.getByRole('button', { name: 'Sign-in' }).click();
    await target.getByRole('button', { name: 'Continue' }).click();
  }

  const linkedUser = async (email: string) =>
    (
      await apiData<LinkedUser[]>(
        session.server,
        `/users?filter=${encodeURIComponent(JSON.stringify({ email: { _eq: email } }))}&fields=id,email,role,provider,external_identifier,first_name,last_name`,
      )
    )[0];

  it('a new person signs in with the provider and lands in the app as a user of the default role', async () => {
    ({ page } = await session.newPage());
    await page.goto(`${session.appUrl}/login`);
    const link = page.getByRole('link', { name: 'Sign in with Company SSO' });
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe(`${session.server.url}/auth/login/company`);
    expect(href.searchParams.get('redirect')).toBe(`${session.appUrl}/login?sso=company`);
    await screenshot(page, 'sso-sign-in-page');

    await signInWithProvider(page, 'ada');
    await waitForContentModule(session, page);
    await page.getByRole('navigation', { name: 'Modules' }).waitFor();
    await expect(page.getByRole('button', { name: /user menu/i }).textContent()).resolves.toContain('Ada Lovelace');
    console.log(`Screenshot after single sign-on: ${await screenshot(page, 'sso-signed-in')}`);

    // The app holds json tokens, like after a password sign-in, and they work against the API.
    const stored = JSON.parse((await page.evaluate(() => window.localStorage.getItem('tessera_auth'))) ?? 'null') as {
      access_token: string;
      refresh_token: string;
    } | null;
    expect(stored).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String) });
    const me = await session.server.request('/users/me?fields=email', { token: stored?.access_token });
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe('ada@example.com');

    const user = await linkedUser('ada@example.com');
    expect(user).toMatchObject({ provider: 'company', external_identifier: 'ada-4711', role: ssoRole, first_name: 'Ada' });

    // A reload keeps the session: the tokens are the app's own now, not the provider's cookie.
    await page.reload();
    await page.getByRole('button', { name: /user menu/i }).waitFor();
  });

  it("the administrator sees the user's provider and external identifier on the user page", async () => {
    const user = await linkedUser('ada@example.com');
    if (!user) throw new Error('ada@example.com was not created by the first test; run the file, not one test');
    ({ page } = await session.newPage());
    await signInAsAdmin(session, page);
    await page.goto(`${session.appUrl}/users/${user.id}`);
    const linked = page.getByRole('group', { name: 'Sign-in provider' });
    await expect(linked.getByLabel('Provider').inputValue()).resolves.toBe('company');
    await expect(linked.getByLabel('External identifier').inputValue()).resolves.toBe('ada-4711');
    await screenshot(page, 'sso-user-page');
  });

  it('a provider account whose e-mail belongs to a password user is refused and told so on the sign-in page', async () => {
    ({ page } = await session.newPage());
    await signInWithProvider(page, 'grace');
    await page.waitForURL((url) => url.pathname === new URL(`${session.appUrl}/login`).pathname && url.searchParams.has('reason'));
    expect(new URL(page.url()).searchParams.get('reason')).toBe('INVALID_CREDENTIALS');
    await page.getByText(/^That account could not be signed in/).waitFor();
    await page.getByRole('link', { name: 'Sign in with Company SSO' }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('tessera_auth'))).toBeNull();
    // The password account is untouched: not linked to the provider.
    expect(await linkedUser('grace@example.com')).toMatchObject({ provider: 'default', external_identifier: null });
    await screenshot(page, 'sso-refused');
  });
});
