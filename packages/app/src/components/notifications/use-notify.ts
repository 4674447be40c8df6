import { createContext, use } from 'react';
import { createNotificationStore } from './notification-store.js';
import type { NotificationInput, NotificationStore } from './notification-store.js';

/** The app's one notification store; a test can provide its own through the context. */
export const appNotifications = createNotificationStore();

export const NotificationStoreContext = createContext<NotificationStore>(appNotifications);

export function useNotificationStore(): NotificationStore {
  return use(NotificationStoreContext);
}

/** `notify({ title, kind?, text?, action?, duration? })`: shows a notification in the app's region. */
export function useNotify(): (input: NotificationInput) => number {
  return useNotificationStore().notify;
}
