import { Button } from '../../../components/button.js';
import { Notice } from '../../../components/notice.js';
import type { LiveItemNotice as Notification } from './use-live-item.js';
import './live-item-notice.css';

/** "<who> edited this item": shown over a form with unsaved edits, instead of replacing them. */
export function LiveItemNotice({ notice, onReload, onKeep }: { notice: Notification; onReload: () => void; onKeep: () => void }) {
  const deleted = notice.event === 'delete';
  return (
    <Notice kind="warning" title={`${notice.who} ${deleted ? 'deleted' : 'edited'} this item`}>
      <p>
        {deleted
          ? 'Your unsaved changes can no longer be saved to it.'
          : 'Your unsaved changes are still here. Reload to see their version (your changes are dropped), or keep yours (saving overwrites the fields you changed).'}
      </p>
      <div className="live-item-notice__actions">
        <Button size="small" variant="primary" onClick={onReload}>
          Reload
        </Button>
        <Button size="small" onClick={onKeep}>
          Keep mine
        </Button>
      </div>
    </Notice>
  );
}
