import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '../../features/auth/api/current-user.js';
import { useClient } from '../../lib/client-context.js';
import type { Appearance, CurrentUser } from '../../lib/schema/system-types.js';

/**
 * Switches the user's appearance: shown at once (the cached user changes, and the shell's theme
 * follows it), then stored on the user (`PATCH /users/me`); put back if the API refuses.
 */
export function useSetAppearance() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appearance: Appearance) => client.updateMe({ appearance }),
    onMutate: (appearance) => {
      const before = queryClient.getQueryData<CurrentUser | null>(CURRENT_USER_KEY);
      if (before) queryClient.setQueryData<CurrentUser>(CURRENT_USER_KEY, { ...before, appearance });
      return { before };
    },
    onError: (_error, _appearance, context) => {
      if (context?.before) queryClient.setQueryData(CURRENT_USER_KEY, context.before);
    },
  });
}
