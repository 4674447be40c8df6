import { Link } from 'react-router';
import { formatDatetime } from '../../../displays/datetime/format-datetime.js';
import { formatFileSize } from '../../../lib/i18n/format.js';
import { fileLabel, uploaderName } from '../api/file-row.js';
import { dragIds } from './file-grid.js';
import type { FileListProps } from './file-grid.js';
import { startFileDrag } from './file-drag.js';
import { FileThumbnail } from './file-thumbnail.js';

/** The table layout: title, type, size, uploaded on and by. */
export function FileTable({ files, selected, onToggle, canDrag }: FileListProps) {
  return (
    <table className="files-table" aria-label="Files">
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">Selected</span>
          </th>
          <th scope="col">Title</th>
          <th scope="col">Type</th>
          <th scope="col">Size</th>
          <th scope="col">Uploaded on</th>
          <th scope="col">Uploaded by</th>
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
                <input type="checkbox" aria-label={`Select ${label}`} checked={selected.has(file.id)} onChange={() => onToggle(file.id)} />
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
