import { useState } from 'react';
import { Button } from '../../components/button.js';
import { FileCard } from '../file-shared/file-card.js';
import { fileLabel } from '../file-shared/file-value.js';
import { useFileValue } from '../file-shared/use-file-value.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';

export interface FilesRowProps {
  /** The junction row's file: a `directus_files` row or its id. */
  file: unknown;
  isNew: boolean;
  isDisabled: boolean;
  canSort: boolean;
  isFirst: boolean;
  isLast: boolean;
  isDragging: boolean;
  onRemove: () => void;
  /** -1 = up, +1 = down. */
  onMove: (offset: -1 | 1) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDrop: () => void;
}

/** One file of a `files` field: its card, Remove, and when sortable a drag handle and Move up / down. */
export function FilesRow(props: FilesRowProps) {
  const { t } = useTranslation();
  const { file: value, isDisabled, canSort } = props;
  const { file, isMissing } = useFileValue(value);
  const [isOver, setOver] = useState(false);
  if (!file) return null;
  const name = fileLabel(file);
  const isSortable = canSort && !isDisabled;
  return (
    <li
      className="files-list__row"
      aria-label={name}
      draggable={isSortable}
      data-dragging={props.isDragging || undefined}
      data-drop-target={isOver || undefined}
      onDragStart={(event) => {
        event.dataTransfer?.setData('text/plain', file.id);
        props.onDragStart();
      }}
      onDragEnd={props.onDragEnd}
      onDragOver={(event) => {
        if (!isSortable) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        props.onDrop();
      }}
    >
      <FileCard
        file={file}
        isMissing={isMissing}
        leading={
          isSortable ? (
            <span className="files-list__handle" aria-hidden="true">
              ⠿
            </span>
          ) : null
        }
        actions={
          <>
            {props.isNew ? <span className="related-list__badge">{t('interfaceText.badgeNew')}</span> : null}
            {isSortable ? (
              <>
                <Button
                  size="small"
                  variant="ghost"
                  aria-label={t('interfaceText.moveUp', { name })}
                  disabled={props.isFirst}
                  onClick={() => props.onMove(-1)}
                >
                  ↑
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  aria-label={t('interfaceText.moveDown', { name })}
                  disabled={props.isLast}
                  onClick={() => props.onMove(1)}
                >
                  ↓
                </Button>
              </>
            ) : null}
            {!isDisabled ? (
              <Button size="small" variant="ghost" aria-label={t('interfaceText.removeNamed', { name })} onClick={props.onRemove}>
                {t('interfaceText.remove')}
              </Button>
            ) : null}
          </>
        }
      />
    </li>
  );
}
