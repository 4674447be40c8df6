import { aggregate, readNotifications, updateNotifications } from '@tessera/sdk';
import type { RestCommand } from '@tessera/sdk';
import type { InboxNotification, NotificationsMethods } from './notifications/types.js';

type Request = <Output>(cmd: RestCommand<Output>) => Promise<Output>;

const FIELDS = [
  'id',
  'timestamp',
  'status',
  'subject',
  'message',
  'collection',
  'item',
  'sender.id',
  'sender.first_name',
  'sender.last_name',
  'sender.email',
];
const mine = (status: string) => ({ recipient: { _eq: '$CURRENT_USER' }, status: { _eq: status } });

/** The notifications drawer's part of the SDK adapter. */
export function sdkNotificationsMethods(request: Request): NotificationsMethods {
  return {
    readMyNotifications: async (status, limit) =>
      (await request(
        readNotifications({ fields: FIELDS, filter: mine(status), sort: ['-timestamp', '-id'], limit } as never),
      )) as unknown as InboxNotification[],
    async countMyInbox() {
      const rows = (await request(
        aggregate('directus_notifications', { aggregate: { count: '*' }, query: { filter: mine('inbox') } } as never),
      )) as unknown as Array<{ count: unknown }>;
      const count = rows[0]?.count;
      return Number(typeof count === 'object' && count !== null ? (count as Record<string, unknown>)['*'] : (count ?? 0));
    },
    async setNotificationsStatus(ids, status) {
      if (ids.length > 0) await request(updateNotifications(ids, { status } as never));
    },
  };
}
