import type { AppClient } from '../lib/app-client.js';
import type { InboxNotification, NotificationsMethods } from '../lib/notifications/types.js';
import type { Item } from '../lib/schema/types.js';

/** What the fake's notifications methods need from the fake client. */
export interface FakeNotificationsStore {
  record(method: keyof AppClient, args: unknown[]): void;
  rowsOf(collection: string): Item[];
  userId(): string;
}

/** `/notifications` over `items.directus_notifications`, the signed-in user's own only (as the default rule reads them). */
export function fakeNotificationsMethods(store: FakeNotificationsStore): NotificationsMethods {
  const mine = () =>
    (store.rowsOf('directus_notifications') as unknown as Array<InboxNotification & { recipient: string }>).filter(
      (row) => row.recipient === store.userId(),
    );
  return {
    async readMyNotifications(status, limit) {
      store.record('readMyNotifications', [status, limit]);
      const rows = mine()
        .filter((row) => row.status === status)
        .sort((a, b) => b.timestamp.localeCompare(a.timestamp) || b.id - a.id);
      return structuredClone(rows.slice(0, limit)).map(({ recipient: _recipient, ...row }) => row);
    },
    async countMyInbox() {
      store.record('countMyInbox', []);
      return mine().filter((row) => row.status === 'inbox').length;
    },
    async setNotificationsStatus(ids, status) {
      store.record('setNotificationsStatus', [ids, status]);
      for (const row of mine()) if (ids.includes(row.id)) row.status = status;
    },
  };
}
