import type { ReactNode } from 'react';
import { useClient } from '../../lib/client-context.js';
import { assetUrl, useAccessToken } from '../../lib/assets/use-access-token.js';
import { FileThumbnail } from './file-thumbnail.js';
import { formatFileSize } from '../../lib/i18n/format.js';
import { fileLabel, fileTypeLabel } from './file-value.js';
import type { FileValue } from './file-value.js';
import './file-interfaces.css';
import { useTranslation } from '../../lib/i18n/use-translation.js';

export interface FileCardProps {
  file: FileValue;
  /** The file row could not be read (deleted, or not readable by this user). */
  isMissing?: boolean;
  /** Buttons after Download (Remove, a drag handle…). */
  actions?: ReactNode;
  /** Before the thumbnail (a drag handle). */
  leading?: ReactNode;
}

/** One chosen file: thumbnail, name, type and size, a download link and the caller's actions. */
export function FileCard({ file, isMissing = false, actions, leading }: FileCardProps) {
  const { t } = useTranslation();
  const client = useClient();
  const token = useAccessToken(true);
  const name = fileLabel(file);
  const download = assetUrl(client.url, file.id, token, { download: '' });
  const details = [fileTypeLabel(file.type), file.filesize !== null ? formatFileSize(file.filesize) : null].filter(Boolean).join(' · ');
  return (
    <div className="file-card">
      {leading}
      <FileThumbnail file={file} size={40} />
      <span className="file-card__text">
        <span className="file-card__name">{name}</span>
        <span className="file-card__meta">{isMissing ? t('interfaceText.fileUnreadable') : details}</span>
      </span>
      <span className="file-card__actions">
        {download && !isMissing ? (
          <a
            className="button button--ghost button--small"
            href={download}
            download
            aria-label={t('interfaceText.downloadNamed', { name })}
          >
            {t('files.download')}
          </a>
        ) : null}
        {actions}
      </span>
    </div>
  );
}
