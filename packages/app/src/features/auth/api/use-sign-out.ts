import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useClient } from '../../../lib/client-context.js';
import { CURRENT_USER_KEY } from './current-user.js';

/** Shared by every sign-out, so the session gate can tell one is under way (useIsMutating). */
export const SIGN_OUT_KEY = ['sign-out'] as const;

/**
 * Ends the session (locally even if the server call fails), goes to the sign-in page and forgets
 * the signed-in user's cached data.
 */
export function useSignOut() {
  const client = useClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: SIGN_OUT_KEY,
    mutationFn: async (reason?: string) => {
      try {
        await client.logout();
      } finally {
        // The move to /login is committed synchronously (flushSync) before the user is
        // forgotten, so the session gate is gone by then and cannot redirect on its own.
        await navigate(reason ? `/login?reason=${encodeURIComponent(reason)}` : '/login', { replace: true, flushSync: true });
        queryClient.setQueryData(CURRENT_USER_KEY, null);
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
      }
    },
  });
}
