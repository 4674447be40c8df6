import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { CURRENT_USER_KEY } from '../current-user-key.js';
import type { CurrentUser } from '../schema/system-types.js';
import { applyLanguage } from './i18n.js';

const browserLanguage = () => (typeof navigator === 'undefined' ? null : navigator.language) || null;

/**
 * Keeps the app's language on the signed-in user's (`users.language`), else the browser's. It
 * reads the cached user through the query cache's events, never as a query of its own, so it can
 * sit above every route without fetching anything.
 */
export function LanguageSync() {
  const queryClient = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient]);
  const userLanguage = useSyncExternalStore(
    subscribe,
    () => queryClient.getQueryData<CurrentUser | null>(CURRENT_USER_KEY)?.language ?? null,
    () => null,
  );
  const tag = userLanguage || browserLanguage();
  useEffect(() => {
    void applyLanguage(tag);
  }, [tag]);
  return null;
}
