import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useClient } from '../../../lib/client-context.js';

/** Ends the session (even if the server call fails), forgets all cached data, goes to sign-in. */
export function useSignOut() {
  const client = useClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (reason?: string) => {
      try {
        await client.logout();
      } finally {
        queryClient.clear();
        await navigate(reason ? `/login?reason=${encodeURIComponent(reason)}` : '/login', { replace: true });
      }
    },
  });
}
