import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppClient } from '../../../lib/app-client.js';
import { useClient } from '../../../lib/client-context.js';
import { CURRENT_USER_KEY, fetchCurrentUser, hasAppAccess } from './current-user.js';

/** Raised when the credentials were right but the role may not use the app. */
export class NoAppAccessError extends Error {
  readonly code = 'NO_APP_ACCESS';
  constructor() {
    super("Your role doesn't have access to the admin app. You have been signed out.");
  }
}

/**
 * Every way into the app ends the same: `start` obtains a session (password, LDAP, a provider's
 * cookie), then the role's `app_access` is checked; a user without it is signed out again and
 * told so. The cache starts afresh with the new user.
 */
export function useSessionSignIn<Input>(start: (client: AppClient, input: Input) => Promise<void>) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => {
      await start(client, input);
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
