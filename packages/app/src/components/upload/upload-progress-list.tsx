import { Button } from '../button.js';
import { Icon } from '../icon.js';
import type { UploadEntry, UploadStatus } from './upload-queue.js';
import './upload.css';
import type { MessageKey } from '../../lib/i18n/i18n.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';

export interface UploadProgressListProps {
  entries: readonly UploadEntry[];
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
  onClear?: () => void;
}

const STATUS_TEXT: Record<UploadStatus, MessageKey> = {
  queued: 'upload.queued',
  uploading: 'upload.uploading',
  done: 'upload.done',
  failed: 'upload.failed',
  cancelled: 'upload.cancelled',
};

const STATUS_ICON: Record<UploadStatus, string> = {
  queued: 'schedule',
  uploading: 'upload',
  done: 'check_circle',
  failed: 'error',
  cancelled: 'block',
};

function percent(entry: UploadEntry): number {
  if (entry.status === 'done') return 100;
  return entry.total > 0 ? Math.min(100, Math.round((entry.loaded / entry.total) * 100)) : 0;
}

/** One row per file: its name, a progress bar, its state (or the API's error), and cancel or retry. */
export function UploadProgressList({ entries, onCancel, onRetry, onClear }: UploadProgressListProps) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  const finished = entries.filter((entry) => entry.status === 'done').length;
  return (
    <section className="upload-list" aria-label={t('upload.uploads')}>
      <header className="upload-list__header">
        <span role="status">{t('upload.progress', { finished, count: entries.length })}</span>
        {onClear ? (
          <Button size="small" variant="ghost" onClick={onClear}>
            {t('upload.clearFinished')}
          </Button>
        ) : null}
      </header>
      <ul className="upload-list__rows">
        {entries.map((entry) => (
          <li key={entry.id} className={`upload-row upload-row--${entry.status}`} data-status={entry.status}>
            <Icon name={STATUS_ICON[entry.status]} className="upload-row__icon" />
            <span className="upload-row__name">{entry.file.name}</span>
            <progress
              className="upload-row__bar"
              max={100}
              value={percent(entry)}
              aria-label={t('upload.progressOf', { name: entry.file.name })}
            />
            <span className="upload-row__state">{entry.status === 'uploading' ? `${percent(entry)}%` : t(STATUS_TEXT[entry.status])}</span>
            {entry.error ? (
              <span className="upload-row__error" role="alert">
                {entry.error}
              </span>
            ) : null}
            {entry.status === 'queued' || entry.status === 'uploading' ? (
              <Button
                size="small"
                variant="ghost"
                onClick={() => onCancel(entry.id)}
                aria-label={t('upload.cancelFile', { name: entry.file.name })}
              >
                {t('upload.cancel')}
              </Button>
            ) : null}
            {entry.status === 'failed' || entry.status === 'cancelled' ? (
              <Button
                size="small"
                variant="ghost"
                onClick={() => onRetry(entry.id)}
                aria-label={t('upload.retryFile', { name: entry.file.name })}
              >
                {t('upload.retry')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
