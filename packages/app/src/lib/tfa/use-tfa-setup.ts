import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useClient } from '../client-context.js';
import type { CurrentUser } from '../schema/system-types.js';
import { CURRENT_USER_KEY } from '../current-user-key.js';

/** Step one of the set-up: confirm the password, get a secret (the server stores nothing yet). */
export function useGenerateTfaSecret() {
  const client = useClient();
  return useMutation({ mutationFn: (password: string) => client.generateTwoFactorSecret(password) });
}

/**
 * Step two: prove the authenticator app has the secret. Afterwards the signed-in user reads as
 * having two-factor sign-in (the API shows the secret only as asterisks), so the gate opens.
 */
export function useEnableTfa() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ secret, otp }: { secret: string; otp: string }) => client.enableTwoFactor(secret, otp),
    onSuccess: () => {
      queryClient.setQueryData<CurrentUser | null>(CURRENT_USER_KEY, (user) => (user ? { ...user, tfa_secret: '**********' } : user));
    },
  });
}
