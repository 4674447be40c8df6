import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { AppRouterProvider } from '../app/router-provider.js';
import type { RouteObject } from 'react-router';
import { FormProviders } from '../form/form-providers.js';
import { ClientProvider } from '../lib/client-context.js';
import { createQueryClient } from '../lib/query-client.js';
import type { AppClient } from '../lib/app-client.js';
import { LanguageSync } from '../lib/i18n/language-sync.js';

/** The providers the app gives every screen, around a test's client. */
export function TestProviders({ client, children }: { client: AppClient; children: ReactNode }) {
  const [queryClient] = useState(() => {
    const created = createQueryClient();
    created.setDefaultOptions({ queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } });
    return created;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <ClientProvider client={client}>
        <LanguageSync />
        <FormProviders>{children}</FormProviders>
      </ClientProvider>
    </QueryClientProvider>
  );
}

/** Renders one component with the app's providers and a router at `path`. */
export function renderWithClient(ui: ReactElement, client: AppClient, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return {
    router,
    ...render(
      <TestProviders client={client}>
        <AppRouterProvider router={router} />
      </TestProviders>,
    ),
  };
}

/** Renders a set of routes (a page and where it navigates to) starting at `path`. */
export function renderRoutes(routes: RouteObject[], client: AppClient, path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return {
    router,
    ...render(
      <TestProviders client={client}>
        <AppRouterProvider router={router} />
      </TestProviders>,
    ),
  };
}
