import { Button } from '../../../components/button.js';
import { Notice } from '../../../components/notice.js';
import type { LiveItemNotice as Notification } from './use-live-item.js';
import './live-item-notice.css';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

/** "<who> edited this item": shown over a form with unsaved edits, instead of replacing them. */
export function LiveItemNotice({ notice, onReload, onKeep }: { notice: Notification; onReload: () => void; onKeep: () => void }) {
  const { t } = useTranslation();
  const deleted = notice.event === 'delete';
  return (
    <Notice kind="warning" title={t(deleted ? 'content.liveDeleted' : 'content.liveEdited', { who: notice.who })}>
      <p>{t(deleted ? 'content.liveDeletedText' : 'content.liveEditedText')}</p>
      <div className="live-item-notice__actions">
        <Button size="small" variant="primary" onClick={onReload}>
          {t('content.reload')}
        </Button>
        <Button size="small" onClick={onKeep}>
          {t('content.keepMine')}
        </Button>
      </div>
    </Notice>
  );
}
