import { useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from './current-user-key.js';
import type { CurrentUser } from './schema/system-types.js';

/** The signed-in user's language (`users.language`), else the browser's. */
export function useUserLanguage(): string | null {
  const user = useQueryClient().getQueryData<CurrentUser | null>(CURRENT_USER_KEY);
  return user?.language || (typeof navigator === 'undefined' ? null : navigator.language) || null;
}
