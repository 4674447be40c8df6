import { useSyncExternalStore } from 'react';
import type { AppNotification } from './notification-store.js';
import { useNotificationStore } from './use-notify.js';
import './notifications.css';
import { useTranslation } from '../../lib/i18n/use-translation.js';

/**
 * The region where notifications appear (bottom right), mounted once in the app shell. It is a
 * polite live region, so screen readers read "Item saved" without moving focus; pointing at it
 * or focusing it stops the notifications from closing themselves.
 */
export function Notifications() {
  const { t } = useTranslation();
  const store = useNotificationStore();
  const notifications = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <div
      className="notifications"
      role="status"
      aria-live="polite"
      aria-label={t('dialogs.notifications')}
      onMouseEnter={store.pause}
      onMouseLeave={store.resume}
      onFocus={store.pause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) store.resume();
      }}
    >
      {notifications.map((notification) => (
        <NotificationCard
          key={notification.id}
          notification={notification}
          onAction={() => store.runAction(notification.id)}
          onClose={() => store.dismiss(notification.id)}
        />
      ))}
    </div>
  );
}

interface NotificationCardProps {
  notification: AppNotification;
  onAction: () => void;
  onClose: () => void;
}

function NotificationCard({ notification, onAction, onClose }: NotificationCardProps) {
  const { t } = useTranslation();
  return (
    <div className={`notification notification--${notification.kind}`}>
      <span className="notification__icon" aria-hidden="true">
        {notification.kind === 'danger' ? '!' : notification.kind === 'success' ? '✓' : 'i'}
      </span>
      <div className="notification__content">
        <strong className="notification__title">{notification.title}</strong>
        {notification.text ? <div className="notification__text">{notification.text}</div> : null}
      </div>
      {notification.action ? (
        <button type="button" className="notification__action" onClick={onAction}>
          {notification.action.label}
        </button>
      ) : null}
      <button
        type="button"
        className="notification__close"
        aria-label={t('dialogs.closeNamed', { title: notification.title })}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
