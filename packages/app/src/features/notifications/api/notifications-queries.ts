import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useClient } from '../../../lib/client-context.js';
import type { NotificationStatus } from '../../../lib/notifications/types.js';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
/** How many notifications the drawer lists per tab (the newest). */
export const NOTIFICATIONS_PAGE = 100;
/** How often the unread count is read again while the app is open (and whenever the window regains focus). */
const COUNT_INTERVAL_MS = 30_000;

/** The signed-in user's unread (inbox) count, for the badge. */
export function useInboxCount() {
  const client = useClient();
  return useQuery({ queryKey: [...NOTIFICATIONS_KEY, 'count'], queryFn: () => client.countMyInbox(), refetchInterval: COUNT_INTERVAL_MS });
}

export function useMyNotifications(status: NotificationStatus) {
  const client = useClient();
  return useQuery({ queryKey: [...NOTIFICATIONS_KEY, status], queryFn: () => client.readMyNotifications(status, NOTIFICATIONS_PAGE) });
}

/** Archive notifications (or move them back to the inbox); the badge and both tabs are read again. */
export function useSetNotificationsStatus() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, status }: { ids: number[]; status: NotificationStatus }) => client.setNotificationsStatus(ids, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
