/** Who sent a notification, as the drawer shows them. */
export interface NotificationSender {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

/** A row of `directus_notifications` sent to the signed-in user. */
export interface InboxNotification {
  id: number;
  timestamp: string;
  status: 'inbox' | 'archived';
  subject: string;
  message: string | null;
  collection: string | null;
  item: string | null;
  sender: NotificationSender | null;
}

export type NotificationStatus = InboxNotification['status'];

/** What the notifications drawer asks of the API (`/notifications`, always the signed-in user's own). */
export interface NotificationsMethods {
  /** The user's notifications with this status, newest first (at most `limit`). */
  readMyNotifications(status: NotificationStatus, limit: number): Promise<InboxNotification[]>;
  /** How many notifications wait in the user's inbox. */
  countMyInbox(): Promise<number>;
  /** `PATCH /notifications` `{keys, data: {status}}`: archive (or move back to the inbox) in one request. */
  setNotificationsStatus(ids: number[], status: NotificationStatus): Promise<void>;
}
