import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useClient } from '../../../lib/client-context.js';
import type { Settings } from '../../../lib/schema/system-types.js';

/** The shell reads the same cache entry, so a saved name or colour shows at once. */
export const SETTINGS_KEY = ['settings'] as const;

export function useProjectSettings() {
  const client = useClient();
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: () => client.readSettings() });
}

/** `PATCH /settings` with the changed fields; the answer replaces the cached settings. */
export function useUpdateSettings() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Settings) => client.updateSettings(patch),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
  });
}
