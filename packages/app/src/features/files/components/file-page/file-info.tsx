import { formatDatetime } from '../../../../displays/datetime/format-datetime.js';
import { formatFileSize } from '../../../../lib/i18n/format.js';
import { uploaderName } from '../../api/file-row.js';
import type { FileRow } from '../../api/file-row.js';

/** What the server measured and recorded about a file (read-only). */
export function FileInfo({ file }: { file: FileRow }) {
  const entries: [string, string][] = [
    ['Type', file.type ?? '—'],
    ['Size', formatFileSize(Number(file.filesize))],
    ['Dimensions', file.width && file.height ? `${file.width} × ${file.height}` : '—'],
    ['Uploaded by', uploaderName(file.uploaded_by)],
    ['Uploaded on', formatDatetime(file.uploaded_on, 'timestamp')],
    ['Modified on', file.modified_on ? formatDatetime(file.modified_on, 'timestamp') : '—'],
  ];
  return (
    <dl className="file-info" aria-label="File information">
      {entries.map(([label, value]) => (
        <div key={label} className="file-info__entry">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
