import type { DragEvent } from 'react';
import { Link } from 'react-router';
import { formatFileSize } from '../../../lib/i18n/format.js';
import { fileLabel } from '../api/file-row.js';
import type { FileRow } from '../api/file-row.js';
import { startFileDrag } from './file-drag.js';
import { FileThumbnail } from './file-thumbnail.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

export interface FileListProps {
  files: readonly FileRow[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** Cards can be dragged onto a folder (when the user may move files). */
  canDrag: boolean;
}

/** The ids a drag carries: the whole selection when the card is part of it, else the card alone. */
export function dragIds(id: string, selected: ReadonlySet<string>): string[] {
  return selected.has(id) ? [...selected] : [id];
}

/** The cards layout: a thumbnail, the name and the size of each file. */
export function FileGrid({ files, selected, onToggle, canDrag }: FileListProps) {
  const { t } = useTranslation();
  return (
    <ul className="file-grid" aria-label={t('files.files')}>
      {files.map((file) => {
        const label = fileLabel(file);
        const isSelected = selected.has(file.id);
        return (
          <li
            key={file.id}
            className={`file-card${isSelected ? ' file-card--selected' : ''}`}
            draggable={canDrag}
            onDragStart={canDrag ? (event: DragEvent) => startFileDrag(event, dragIds(file.id, selected)) : undefined}
            data-file={file.id}
          >
            <input
              type="checkbox"
              className="file-card__check"
              aria-label={t('files.selectNamed', { name: label })}
              checked={isSelected}
              onChange={() => onToggle(file.id)}
            />
            <Link to={`/files/${encodeURIComponent(file.id)}`} className="file-card__link">
              <FileThumbnail file={file} />
              <span className="file-card__name">{label}</span>
            </Link>
            <span className="file-card__size">{formatFileSize(Number(file.filesize))}</span>
          </li>
        );
      })}
    </ul>
  );
}
