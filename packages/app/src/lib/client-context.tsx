import { createContext, use } from 'react';
import type { ReactNode } from 'react';
import type { AppClient } from './app-client.js';

const ClientContext = createContext<AppClient | null>(null);

export function ClientProvider({ client, children }: { client: AppClient; children: ReactNode }) {
  return <ClientContext value={client}>{children}</ClientContext>;
}

/** The API client of the running app (or the fake one a test passed in). */
export function useClient(): AppClient {
  const client = use(ClientContext);
  if (!client) throw new Error('useClient() needs a <ClientProvider> above it.');
  return client;
}
