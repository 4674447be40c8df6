import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useClient } from '../../../lib/client-context.js';
import { CURRENT_USER_KEY, fetchCurrentUser, hasAppAccess } from './current-user.js';

export interface SignInInput {
  email: string;
  password: string;
  otp?: string;
}

/** Raised when the credentials were right but the role may not use the app. */
export class NoAppAccessError extends Error {
  readonly code = 'NO_APP_ACCESS';
  constructor() {
    super("Your role doesn't have access to the admin app. You have been signed out.");
  }
}

/**
 * Signs in, then checks the role's `app_access`: a user without it is signed out again and
 * told so.
 */
export function useSignIn() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, password, otp }: SignInInput) => {
      await client.login(email, password, otp || undefined);
      const user = await fetchCurrentUser(client);
      if (!user || !hasAppAccess(user)) {
        await client.logout().catch(() => undefined);
        throw new NoAppAccessError();
      }
      return user;
    },
    onSuccess: (user) => {
      queryClient.clear();
      queryClient.setQueryData(CURRENT_USER_KEY, user);
    },
  });
}
