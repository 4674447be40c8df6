import { useQuery } from '@tanstack/react-query';
import { useClient } from '../../lib/client-context.js';

/** Project settings (module bar, colour, default appearance). */
export function useSettings() {
  const client = useClient();
  return useQuery({ queryKey: ['settings'], queryFn: () => client.readSettings(), staleTime: 5 * 60_000 });
}
