import { useId, useRef, useState } from 'react';
import type { ClipboardEvent, DragEvent, ReactNode } from 'react';
import { Button } from '../button.js';
import { Icon } from '../icon.js';
import './upload.css';
import { useTranslation } from '../../lib/i18n/use-translation.js';

export interface DropZoneProps {
  /** Called with the files dropped, chosen or pasted (never empty). */
  onFiles: (files: File[]) => void;
  /** Accept several files (the default) or one. */
  multiple?: boolean;
  /** `accept` of the file input, e.g. `image/*`. */
  accept?: string;
  disabled?: boolean;
  /** The sentence inside the zone. */
  label?: string;
  /** The choose button's text. */
  chooseLabel?: string;
  children?: ReactNode;
}

/** True when a drag carries files from the operating system (not a card dragged inside the page). */
export function dragHasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/**
 * Where files come in: drop them, choose them, or paste them while the zone has focus.
 * The zone is a labelled group; the hidden input is reached through the "Choose files" button.
 */
export function DropZone({ onFiles, multiple = true, accept, disabled = false, label, chooseLabel, children }: DropZoneProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const [isOver, setOver] = useState(false);
  const deliver = (files: File[]) => {
    const chosen = multiple ? files : files.slice(0, 1);
    if (!disabled && chosen.length > 0) onFiles(chosen);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled || !dragHasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    setOver(false);
    if (disabled || !dragHasFiles(event)) return;
    event.preventDefault();
    deliver(Array.from(event.dataTransfer.files));
  };
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const files = Array.from(event.clipboardData.files);
    if (files.length === 0) return;
    event.preventDefault();
    deliver(files);
  };
  const classes = ['drop-zone', isOver ? 'drop-zone--over' : '', disabled ? 'drop-zone--disabled' : ''].filter(Boolean).join(' ');
  return (
    <div
      className={classes}
      role="group"
      aria-labelledby={labelId}
      tabIndex={disabled ? -1 : 0}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      onPaste={onPaste}
      data-testid="drop-zone"
    >
      <Icon name="cloud_upload" className="drop-zone__icon" />
      <span id={labelId}>{label ?? t('upload.dropFiles')}</span>
      <Button size="small" disabled={disabled} onClick={() => input.current?.click()}>
        {chooseLabel ?? t('upload.chooseFiles')}
      </Button>
      <input
        ref={input}
        type="file"
        className="drop-zone__input"
        multiple={multiple}
        accept={accept}
        disabled={disabled}
        tabIndex={-1}
        aria-label={chooseLabel ?? t('upload.chooseFiles')}
        onChange={(event) => {
          deliver(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      {children}
    </div>
  );
}
