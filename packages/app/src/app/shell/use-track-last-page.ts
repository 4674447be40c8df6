import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useClient } from '../../lib/client-context.js';

const SETTLE_MS = 1_000;

/**
 * Remembers the page the user is on in `directus_users.last_page` (PATCH /users/me), so the next
 * visit starts there. Waits until the user settles on a page, and sends each page once.
 */
export function useTrackLastPage(): void {
  const client = useClient();
  const { pathname } = useLocation();
  const lastSent = useRef<string | null>(null);
  useEffect(() => {
    if (pathname === lastSent.current) return;
    const timer = window.setTimeout(() => {
      lastSent.current = pathname;
      // Best effort: a failed write only means the next visit starts on the default page.
      client.updateMe({ last_page: pathname }).catch(() => undefined);
    }, SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [client, pathname]);
}
