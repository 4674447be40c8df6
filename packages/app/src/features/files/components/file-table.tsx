import { Link } from 'react-router';
import { formatDatetime } from '../../../displays/datetime/format-datetime.js';
import { formatFileSize } from '../../../lib/i18n/format.js';
import { fileLabel, uploaderName } from '../api/file-row.js';
import { dragIds } from './file-grid.js';
import type { FileListProps } from './file-grid.js';
import { startFileDrag } from './file-drag.js';
import { FileThumbnail } from './file-thumbnail.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

/** The table layout: title, type, size, uploaded on and by. */
export function FileTable({ files, selected, onToggle, canDrag }: FileListProps) {
  const { t } = useTranslation();
  return (
    <table className="files-table" aria-label={t('files.files')}>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t('files.selected')}</span>
          </th>
          <th scope="col">{t('files.title')}</th>
          <th scope="col">{t('files.type')}</th>
          <th scope="col">{t('files.size')}</th>
          <th scope="col">{t('files.uploadedOn')}</th>
          <th scope="col">{t('files.uploadedBy')}</th>
        </tr>
      </thead>
      <tbody>
        {files.map((file) => {
          const label = fileLabel(file);
          return (
            <tr
              key={file.id}
              draggable={canDrag}
              onDragStart={canDrag ? (event) => startFileDrag(event, dragIds(file.id, selected)) : undefined}
            >
              <td>
                <input
                  type="checkbox"
                  aria-label={t('files.selectNamed', { name: label })}
                  checked={selected.has(file.id)}
                  onChange={() => onToggle(file.id)}
                />
              </td>
              <td>
                <span className="files-table__title">
                  <FileThumbnail file={file} presetKey="system-small-cover" />
                  <Link to={`/files/${encodeURIComponent(file.id)}`}>{label}</Link>
                </span>
              </td>
              <td>{file.type ?? '—'}</td>
              <td>{formatFileSize(Number(file.filesize))}</td>
              <td>{formatDatetime(file.uploaded_on, 'timestamp')}</td>
              <td>{uploaderName(file.uploaded_by)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
