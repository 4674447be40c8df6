import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button.js';
import { Drawer } from '../../../components/drawer.js';
import { Notice } from '../../../components/notice.js';
import { Spinner } from '../../../components/spinner.js';
import { errorMessage } from '../../../lib/api-error.js';
import type { InboxNotification, NotificationStatus } from '../../../lib/notifications/types.js';
import { useMyNotifications, useSetNotificationsStatus } from '../api/notifications-queries.js';
import { notificationLink } from './notification-link.js';
import { renderNotificationMessage } from './render-notification-message.js';
import { formatDateTime } from '../../../lib/i18n/format.js';
import type { MessageKey } from '../../../lib/i18n/i18n.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

const TABS: { status: NotificationStatus; label: MessageKey }[] = [
  { status: 'inbox', label: 'notifications.inbox' },
  { status: 'archived', label: 'notifications.archive' },
];

/** Who sent it, when the reader may see users' names (the sender is null otherwise, and for the server's own notices). */
function senderName(notification: InboxNotification): string | null {
  const sender = notification.sender;
  if (!sender || typeof sender !== 'object') return null;
  return [sender.first_name, sender.last_name].filter(Boolean).join(' ') || sender.email || null;
}

/** The signed-in user's notifications: inbox and archive, each message with its item link, archived one by one or all at once. */
export function NotificationsDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<NotificationStatus>('inbox');
  const notifications = useMyNotifications(status);
  const setStatusOf = useSetNotificationsStatus();
  const rows = notifications.data ?? [];
  const move = (ids: number[]) => setStatusOf.mutate({ ids, status: status === 'inbox' ? 'archived' : 'inbox' });
  return (
    <Drawer
      title={t('notifications.title')}
      onClose={onClose}
      actions={
        status === 'inbox' && rows.length > 0 ? (
          <Button size="small" onClick={() => move(rows.map((row) => row.id))} isLoading={setStatusOf.isPending}>
            {t('notifications.archiveAll')}
          </Button>
        ) : null
      }
    >
      <div className="notifications-drawer__tabs" role="group" aria-label={t('notifications.show')}>
        {TABS.map((tab) => (
          <Button
            key={tab.status}
            size="small"
            variant={tab.status === status ? 'primary' : 'ghost'}
            aria-pressed={tab.status === status}
            onClick={() => setStatus(tab.status)}
          >
            {t(tab.label)}
          </Button>
        ))}
      </div>
      {setStatusOf.error ? <Notice kind="danger">{errorMessage(setStatusOf.error)}</Notice> : null}
      {notifications.error ? <Notice kind="danger">{errorMessage(notifications.error)}</Notice> : null}
      {notifications.isPending ? <Spinner label={t('notifications.loading')} /> : null}
      {notifications.data && rows.length === 0 ? (
        <p className="notifications-drawer__empty">{t(status === 'inbox' ? 'notifications.noneNew' : 'notifications.noneArchived')}</p>
      ) : null}
      {rows.length > 0 ? (
        <ol className="notifications-drawer__list" aria-label={t(status === 'inbox' ? 'notifications.inbox' : 'notifications.archive')}>
          {rows.map((notification) => {
            const link = notificationLink(notification.collection, notification.item);
            return (
              <li key={notification.id} className="notifications-drawer__entry">
                <div className="notifications-drawer__head">
                  <strong className="notifications-drawer__subject">{notification.subject}</strong>
                  <Button
                    size="small"
                    variant="ghost"
                    onClick={() => move([notification.id])}
                    aria-label={t('notifications.actionOn', {
                      action: t(status === 'inbox' ? 'notifications.archiveOne' : 'notifications.moveToInbox'),
                      subject: notification.subject,
                    })}
                  >
                    {t(status === 'inbox' ? 'notifications.archiveOne' : 'notifications.moveToInbox')}
                  </Button>
                </div>
                <div className="notifications-drawer__meta">
                  {senderName(notification) ? `${senderName(notification)} · ` : null}
                  <time dateTime={notification.timestamp}>{formatDateTime(notification.timestamp)}</time>
                </div>
                {notification.message ? (
                  <div
                    className="notifications-drawer__message"
                    dangerouslySetInnerHTML={{ __html: renderNotificationMessage(notification.message) }}
                  />
                ) : null}
                {link ? (
                  <Link to={link} onClick={onClose} className="notifications-drawer__link">
                    {t('notifications.openItem')}
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
    </Drawer>
  );
}
