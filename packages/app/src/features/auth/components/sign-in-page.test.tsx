import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRouterProvider } from '../../../app/router-provider.js';
import type { AuthProvider } from '../../../lib/auth/types.js';
import { createFakeClient, FakeApiError, type FakeData } from '../../../testing/fake-client.js';
import { fakeAuthData } from '../../../testing/fake-auth-methods.js';
import { TestProviders } from '../../../testing/render.js';
import { currentUserFixture } from '../../../testing/system-fixtures.js';
import { SignInPage } from './sign-in-page.js';

const COMPANY: AuthProvider = { name: 'company', label: 'Company SSO', driver: 'openid', icon: 'key' };
const GITHUB: AuthProvider = { name: 'github', label: 'GitHub', driver: 'oauth2', icon: null };
const SAML: AuthProvider = { name: 'saml', label: 'Okta', driver: 'saml', icon: null };
const DIRECTORY: AuthProvider = { name: 'directory', label: 'Staff directory', driver: 'ldap', icon: null };
const MAGIC: AuthProvider = { name: 'magic', label: 'E-mail', driver: 'email', icon: null };

const ROUTES = [
  { path: '/login', element: <SignInPage /> },
  { path: '/content/*', element: <p>Content module</p> },
  { path: '/', element: <p>Home</p> },
];

function setup(path: string, providers: AuthProvider[], options: { disableDefault?: boolean; seed?: Partial<FakeData> } = {}) {
  const auth = { ...fakeAuthData(), ...options.seed?.auth, providers: { providers, disableDefault: options.disableDefault ?? false } };
  const client = createFakeClient({ ...options.seed, auth });
  const router = createMemoryRouter(ROUTES, { initialEntries: [path] });
  const user = userEvent.setup({ delay: null });
  // Strict mode runs effects twice on mount, as in development: the cookie must still be spent once.
  const view = render(
    <StrictMode>
      <TestProviders client={client}>
        <AppRouterProvider router={router} />
      </TestProviders>
    </StrictMode>,
  );
  return { client, router, user, ...view };
}

/** What the app asks a provider to send the browser back to. */
const returnUrl = (query: string) => `${window.location.origin}/login?${query}`;

describe('sign-in page: providers from GET /auth', () => {
  it('links each OpenID, OAuth 2 and SAML provider to the API, to come back with ?sso and the page asked for', async () => {
    setup(`/login?redirect=${encodeURIComponent('/content/articles')}`, [COMPANY, GITHUB, SAML, DIRECTORY, MAGIC]);
    const company = await screen.findByRole('link', { name: 'Sign in with Company SSO' });
    const expected = new URL('http://tessera.test/auth/login/company');
    expected.searchParams.set('redirect', returnUrl('sso=company&redirect=%2Fcontent%2Farticles'));
    expect(company).toHaveAttribute('href', expected.href);
    expect(company.querySelector('.icon')).toHaveAttribute('data-icon', 'key');
    expect(screen.getByRole('link', { name: 'Sign in with GitHub' }).querySelector('.icon')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in with Okta' })).toHaveAttribute(
      'href',
      `http://tessera.test/auth/login/saml?redirect=${encodeURIComponent(returnUrl('sso=saml&redirect=%2Fcontent%2Farticles'))}`,
    );
    // A directory and an e-mail provider sign in on this page, not through a link.
    expect(screen.queryByRole('link', { name: 'Sign in with Staff directory' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Sign in with Staff directory' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'E-mail sign-in with E-mail' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('keeps a hostile provider name one encoded path segment and query value', async () => {
    setup('/login', [{ name: '__proto__/../users', label: 'constructor', driver: 'openid', icon: '<b>' }]);
    const link = await screen.findByRole('link', { name: 'Sign in with constructor' });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.pathname).toBe('/auth/login/__proto__%2F..%2Fusers');
    expect(href.searchParams.get('redirect')).toBe(returnUrl('sso=__proto__%2F..%2Fusers'));
    // Not an icon name: the default icon is drawn, never the text.
    expect(link.querySelector('.icon')).toHaveAttribute('data-icon', 'label');
  });

  it('hides the e-mail and password form when the server disables it', async () => {
    setup('/login', [COMPANY], { disableDefault: true });
    expect(await screen.findByRole('link', { name: 'Sign in with Company SSO' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('says so when the server offers no way in at all', async () => {
    setup('/login', [], { disableDefault: true });
    expect(await screen.findByText('No way to sign in is configured on this server.')).toBeInTheDocument();
  });

  it('keeps the password form when GET /auth fails', async () => {
    const client = createFakeClient();
    client.failNext('readAuthProviders', new FakeApiError(503, 'SERVICE_UNAVAILABLE', 'Down.'));
    const router = createMemoryRouter(ROUTES, { initialEntries: ['/login'] });
    render(
      <TestProviders client={client}>
        <AppRouterProvider router={router} />
      </TestProviders>,
    );
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('sign-in page: a directory (LDAP) provider', () => {
  const seed = (otp?: string): Partial<FakeData> => ({
    auth: { ...fakeAuthData(), directoryAccounts: [{ provider: 'directory', identifier: 'ada', password: 'secret', otp }] },
  });

  it('posts identifier and password to the provider and signs in like the password form', async () => {
    const { client, router, user } = setup(`/login?redirect=${encodeURIComponent('/content/articles')}`, [DIRECTORY], { seed: seed() });
    const form = await screen.findByRole('form', { name: 'Sign in with Staff directory' });
    await user.type(within(form).getByLabelText('Identifier'), 'ada');
    await user.type(within(form).getByLabelText('Password'), 'secret');
    await user.click(within(form).getByRole('button', { name: 'Sign in with Staff directory' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/content/articles'));
    expect(client.callsOf('signInWithProvider')).toEqual([['directory', { identifier: 'ada', password: 'secret' }]]);
    expect(client.callsOf('login')).toEqual([]);
    expect(await client.getToken()).toBe('token-ada');
  });

  it("shows the API's error, then asks for the one-time code when the directory user has two-factor sign-in", async () => {
    const { client, router, user } = setup('/login', [DIRECTORY], { seed: seed('123456') });
    const form = await screen.findByRole('form', { name: 'Sign in with Staff directory' });
    await user.type(within(form).getByLabelText('Identifier'), 'ada');
    await user.type(within(form).getByLabelText('Password'), 'wrong');
    await user.click(within(form).getByRole('button', { name: 'Sign in with Staff directory' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Invalid user credentials.');

    await user.clear(within(form).getByLabelText('Password'));
    await user.type(within(form).getByLabelText('Password'), 'secret');
    await user.click(within(form).getByRole('button', { name: 'Sign in with Staff directory' }));
    await user.type(await within(form).findByLabelText('One-time code'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Sign in with Staff directory' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(client.callsOf('signInWithProvider').at(-1)).toEqual(['directory', { identifier: 'ada', password: 'secret', otp: '123456' }]);
  });

  it('signs a directory user whose role has no app access out again', async () => {
    const { client, user } = setup('/login', [DIRECTORY], {
      seed: { ...seed(), me: currentUserFixture({ id: 'u2', role: { id: 'r2', app_access: false, admin_access: false } }) },
    });
    const form = await screen.findByRole('form', { name: 'Sign in with Staff directory' });
    await user.type(within(form).getByLabelText('Identifier'), 'ada');
    await user.type(within(form).getByLabelText('Password'), 'secret');
    await user.click(within(form).getByRole('button', { name: 'Sign in with Staff directory' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent("Your role doesn't have access to the admin app");
    expect(client.callsOf('logout')).toHaveLength(1);
  });
});

describe('sign-in page: an e-mail provider', () => {
  it('asks for a sign-in link that leads back here, then says to check the inbox', async () => {
    const { client, user } = setup(`/login?redirect=${encodeURIComponent('/content/articles')}`, [MAGIC]);
    const form = await screen.findByRole('form', { name: 'E-mail sign-in with E-mail' });
    await user.type(within(form).getByLabelText('Email'), ' ada@example.com ');
    await user.click(within(form).getByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(client.callsOf('requestSignInLink')).toEqual([
      ['magic', 'ada@example.com', returnUrl('sso=magic&redirect=%2Fcontent%2Farticles')],
    ]);
    expect(await client.getToken()).toBeNull();
  });

  it("shows the API's refusal and keeps the form", async () => {
    const { client, user } = setup('/login', [MAGIC]);
    client.failNext('requestSignInLink', new FakeApiError(429, 'REQUESTS_EXCEEDED', 'Too many requests.'));
    const form = await screen.findByRole('form', { name: 'E-mail sign-in with E-mail' });
    await user.type(within(form).getByLabelText('Email'), 'ada@example.com');
    await user.click(within(form).getByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Too many requests.');
    expect(screen.queryByText('Check your inbox')).toBeNull();
  });
});

describe('sign-in page: back from a provider', () => {
  const withCookie: Partial<FakeData> = { auth: { ...fakeAuthData(), hasSessionCookie: true } };

  it("trades the provider's cookie for tokens once and goes on to the page asked for", async () => {
    const { client, router } = setup(`/login?sso=company&redirect=${encodeURIComponent('/content/articles')}`, [COMPANY], {
      seed: withCookie,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/content/articles'));
    expect(client.callsOf('exchangeSessionCookie')).toHaveLength(1);
    expect(await client.getToken()).toBe('token-sso');
    expect(screen.getByText('Content module')).toBeInTheDocument();
  });

  it('trades the cookie even when this browser still holds an older session', async () => {
    const { client, router } = setup('/login?sso=company', [COMPANY], {
      seed: { ...withCookie, accounts: [{ email: 'admin@example.com', password: 'secret' }] },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(client.callsOf('exchangeSessionCookie')).toHaveLength(1);
  });

  it('stays on the form with the reason when there is no cookie to trade', async () => {
    const { client, router } = setup('/login?sso=company', [COMPANY]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Signing in with Company SSO failed (INVALID_PAYLOAD).');
    expect(router.state.location.search).toBe('?sso=company&reason=INVALID_PAYLOAD');
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(client.callsOf('exchangeSessionCookie')).toHaveLength(1);
    expect(await client.getToken()).toBeNull();
  });

  it('signs out a provider user whose role has no app access', async () => {
    const { client } = setup('/login?sso=company', [COMPANY], {
      seed: { ...withCookie, me: currentUserFixture({ id: 'u2', role: { id: 'r2', app_access: false, admin_access: false } }) },
    });
    expect(await screen.findByText("Your role doesn't have access to the admin app. You have been signed out.")).toBeInTheDocument();
    expect(client.callsOf('logout')).toHaveLength(1);
    expect(await client.getToken()).toBeNull();
  });

  it("explains the server's INVALID_CREDENTIALS and trades nothing", async () => {
    const { client } = setup('/login?sso=company&reason=INVALID_CREDENTIALS', [COMPANY], { seed: withCookie });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^That account could not be signed in/);
    expect(await screen.findByRole('link', { name: 'Sign in with Company SSO' })).toBeInTheDocument();
    expect(client.callsOf('exchangeSessionCookie')).toEqual([]);
  });

  it('names the provider and the code of other failures', async () => {
    setup('/login?sso=company&reason=SERVICE_UNAVAILABLE', [COMPANY]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Signing in with Company SSO failed (SERVICE_UNAVAILABLE).');
  });

  it('repeats neither words nor provider names from a crafted link', async () => {
    const crafted = `/login?sso=${encodeURIComponent('Call 0800 now')}&reason=${encodeURIComponent('Your account is locked')}`;
    setup(crafted, [COMPANY]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Signing in with that provider failed.');
    expect(document.body.textContent).not.toContain('0800');
    expect(document.body.textContent).not.toContain('locked');
  });
});
