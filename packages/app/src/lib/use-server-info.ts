import { useQuery } from '@tanstack/react-query';
import { useClient } from './client-context.js';

/** Public project info (name, colour, logo, note) for the public pages (sign-in, shares). */
export function useServerInfo() {
  const client = useClient();
  return useQuery({ queryKey: ['server-info'], queryFn: () => client.serverInfo(), staleTime: 5 * 60_000 });
}
