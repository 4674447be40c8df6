import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AppClient } from '../lib/app-client.js';
import { ClientProvider } from '../lib/client-context.js';
import { LanguageSync } from '../lib/i18n/language-sync.js';

/** Server state (TanStack Query), the API client and the app's language, for every screen. */
export function AppProviders({ client, queryClient, children }: { client: AppClient; queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ClientProvider client={client}>
        <LanguageSync />
        {children}
      </ClientProvider>
    </QueryClientProvider>
  );
}
