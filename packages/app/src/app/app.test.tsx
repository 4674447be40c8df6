import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeClient, signedInFakeClient } from '../testing/fake-client.js';
import { blogSchema } from '../testing/fixtures.js';
import { currentUserFixture, serverInfoFixture } from '../testing/system-fixtures.js';
import { renderApp, signIn } from '../testing/ui.js';

describe('sign-in', () => {
  it("shows the project's branding from /server/info", async () => {
    const client = createFakeClient({
      serverInfo: serverInfoFixture({ project_name: 'Acme CMS', project_color: '#FF0000', public_note: 'Welcome, editors.' }),
    });
    renderApp(client, '/login');
    expect(await screen.findByRole('heading', { name: 'Acme CMS' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, editors.')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--project-color')).toBe('#FF0000'));
  });

  it("shows the API's error for wrong credentials", async () => {
    const { user } = renderApp(createFakeClient(), '/login');
    await signIn(user, 'admin@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid user credentials.');
  });

  it('asks for the one-time code when the server answers INVALID_OTP, then signs in', async () => {
    const client = createFakeClient({ ...blogSchema(), accounts: [{ email: 'admin@example.com', password: 'secret', otp: '123456' }] });
    const { user, router } = renderApp(client, '/login');
    await signIn(user, 'admin@example.com', 'secret');
    const code = await screen.findByLabelText('One-time code');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid user OTP.');
    await user.clear(screen.getByLabelText('One-time code'));
    await user.type(screen.getByLabelText('One-time code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/content'));
    expect(client.callsOf('login').at(-1)).toEqual(['admin@example.com', 'secret', '123456']);
  });

  it('sends a signed-out visitor to sign in and back to where they were', async () => {
    const client = createFakeClient(blogSchema());
    const { user, router } = renderApp(client, '/content/articles');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/content/articles')}`);
    await signIn(user, 'admin@example.com', 'secret');
    expect(await screen.findByRole('heading', { name: 'Articles' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/content/articles');
  });

  it('tells a user without app access so and signs them out', async () => {
    const client = createFakeClient({
      me: currentUserFixture({ id: 'u2', email: 'api@example.com', role: { id: 'r2', app_access: false, admin_access: false } }),
      accounts: [{ email: 'api@example.com', password: 'pw' }],
    });
    const { user } = renderApp(client, '/login');
    await signIn(user, 'api@example.com', 'pw');
    expect(await screen.findByRole('alert')).toHaveTextContent("Your role doesn't have access to the admin app");
    expect(client.callsOf('logout')).toHaveLength(1);
    expect(await client.getToken()).toBeNull();
  });

  it('signs out a stored session whose role lost app access', async () => {
    const client = await signedInFakeClient({ me: currentUserFixture({ id: 'u2', role: { id: 'r2', app_access: false } }) });
    const { router } = renderApp(client, '/content');
    await waitFor(() => expect(router.state.location.search).toBe('?reason=NO_APP_ACCESS'));
    expect(screen.getByText(/doesn't have access to the admin app/)).toBeInTheDocument();
    expect(client.callsOf('logout')).toHaveLength(1);
  });
});

describe('shell', () => {
  it('keeps the session, opens last_page and orders the module bar by settings', async () => {
    const client = await signedInFakeClient({
      ...blogSchema(),
      me: currentUserFixture({
        id: 'u1',
        first_name: 'Ada',
        role: { id: 'r1', app_access: true, admin_access: false },
        last_page: '/content/authors',
        appearance: 'dark',
      }),
      settings: {
        project_name: 'Acme',
        module_bar: [
          { type: 'module', id: 'files', enabled: true },
          { type: 'module', id: 'content', enabled: true },
          { type: 'module', id: 'users', enabled: false },
        ],
      },
    });
    const { router } = renderApp(client, '/');
    expect(await screen.findByRole('heading', { name: 'Authors' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/content/authors');
    const modules = within(screen.getByRole('navigation', { name: 'Modules' })).getAllByRole('link');
    expect(modules.map((link) => link.getAttribute('aria-label'))).toEqual(['File library', 'Content']);
    expect(document.documentElement.dataset.appearance).toBe('dark');
  });

  it('remembers the page in last_page and signs out from the user menu', async () => {
    const client = await signedInFakeClient(blogSchema());
    const { user, router } = renderApp(client, '/content/articles');
    await screen.findByRole('heading', { name: 'Articles' });
    await waitFor(() => expect(client.callsOf('updateMe')).toEqual([[{ last_page: '/content/articles' }]]), { timeout: 3000 });
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Articles')).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: /user menu/i }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await client.getToken()).toBeNull();
  });
});
