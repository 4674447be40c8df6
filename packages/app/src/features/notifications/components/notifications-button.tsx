import { lazy, Suspense, useState } from 'react';
import { Icon } from '../../../components/icon.js';
import { useInboxCount } from '../api/notifications-queries.js';
import './notifications-drawer.css';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

const NotificationsDrawer = lazy(async () => ({ default: (await import('./notifications-drawer.js')).NotificationsDrawer }));

/** The header's bell: the unread count as a badge, and the notifications drawer when pressed. */
export function NotificationsButton() {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  const count = useInboxCount().data ?? 0;
  const label = count > 0 ? t('shell.notificationsUnread', { count }) : t('shell.notifications');
  return (
    <>
      <button type="button" className="notifications-button" aria-label={label} title={label} onClick={() => setOpen(true)}>
        <Icon name="notifications" />
        {count > 0 ? (
          <span className="notifications-button__badge" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <NotificationsDrawer onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
