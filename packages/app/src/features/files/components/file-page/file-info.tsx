import { formatDatetime } from '../../../../displays/datetime/format-datetime.js';
import { formatFileSize } from '../../../../lib/i18n/format.js';
import { uploaderName } from '../../api/file-row.js';
import type { FileRow } from '../../api/file-row.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';

/** What the server measured and recorded about a file (read-only). */
export function FileInfo({ file }: { file: FileRow }) {
  const { t } = useTranslation();
  const entries: [string, string][] = [
    [t('files.type'), file.type ?? '—'],
    [t('files.size'), formatFileSize(Number(file.filesize))],
    [t('files.dimensions'), file.width && file.height ? `${file.width} × ${file.height}` : '—'],
    [t('files.uploadedBy'), uploaderName(file.uploaded_by)],
    [t('files.uploadedOn'), formatDatetime(file.uploaded_on, 'timestamp')],
    [t('files.modifiedOn'), file.modified_on ? formatDatetime(file.modified_on, 'timestamp') : '—'],
  ];
  return (
    <dl className="file-info" aria-label={t('files.fileInformation')}>
      {entries.map(([label, value]) => (
        <div key={label} className="file-info__entry">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
