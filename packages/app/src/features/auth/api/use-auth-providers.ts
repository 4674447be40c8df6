import { useMutation, useQuery } from '@tanstack/react-query';
import { useClient } from '../../../lib/client-context.js';

/** `GET /auth`: the sign-in providers the page offers, and whether the password form stays. */
export function useAuthProviders() {
  const client = useClient();
  return useQuery({ queryKey: ['auth-providers'], queryFn: () => client.readAuthProviders(), staleTime: 5 * 60_000 });
}

/** Asks an e-mail provider to mail a sign-in link that leads back to `redirect`. */
export function useRequestSignInLink(provider: string) {
  const client = useClient();
  return useMutation({
    mutationFn: ({ email, redirect }: { email: string; redirect: string }) => client.requestSignInLink(provider, email, redirect),
  });
}
