import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { AppRouterProvider } from '../app/router-provider.js';
import { APP_ROUTES } from '../app/router.js';
import type { AppClient } from '../lib/app-client.js';
import { TestProviders } from './render.js';

/** The whole app (all routes, lazy modules included) at `path`, talking to `client`. */
export function renderApp(client: AppClient, path: string) {
  const router = createMemoryRouter(APP_ROUTES, { initialEntries: [path] });
  const user = userEvent.setup({ delay: null });
  return {
    router,
    user,
    ...render(
      <TestProviders client={client}>
        <AppRouterProvider router={router} />
      </TestProviders>,
    ),
  };
}

/** Fills in and submits the sign-in form like a user. */
export async function signIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}
