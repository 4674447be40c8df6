import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AppClient } from '../lib/app-client.js';
import { ClientProvider } from '../lib/client-context.js';

/** Server state (TanStack Query) and the API client, for every screen. */
export function AppProviders({ client, queryClient, children }: { client: AppClient; queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ClientProvider client={client}>{children}</ClientProvider>
    </QueryClientProvider>
  );
}
