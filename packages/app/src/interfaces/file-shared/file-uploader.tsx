import { useEffect, useRef } from 'react';
import { DropZone } from '../../components/upload/drop-zone.js';
import { UploadProgressList } from '../../components/upload/upload-progress-list.js';
import { useUploadQueue } from '../../components/upload/use-upload-queue.js';
import type { FileRecord } from '../../lib/files/types.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';

export interface FileUploaderProps {
  /** The choose button's text, and the name of the hidden file input. */
  chooseLabel: string;
  isMultiple: boolean;
  /** `accept` of the file input (`image/*` for the image input). */
  accept?: string | undefined;
  /** Folder the uploads go to. */
  folder: string | null;
  /**
   * The uploaded file rows, once every upload of a batch has finished: one call per batch, so
   * a field that adds each file to its value never loses one to another finishing at once.
   */
  onUploaded: (files: FileRecord[]) => void;
}

/** Drop, paste or choose files for a field, through the shared upload queue, with per-file progress. */
export function FileUploader({ chooseLabel, isMultiple, accept, folder, onUploaded }: FileUploaderProps) {
  const { t } = useTranslation();
  const queue = useUploadQueue();
  const delivered = useRef(new Set<string>());
  const { entries, isBusy, clearFinished } = queue;

  useEffect(() => {
    if (isBusy) return;
    const finished = entries.filter((entry) => entry.status === 'done' && entry.result && !delivered.current.has(entry.id));
    if (finished.length === 0) return;
    for (const entry of finished) delivered.current.add(entry.id);
    onUploaded(finished.map((entry) => entry.result).filter((row): row is FileRecord => row !== null));
    clearFinished();
  }, [entries, isBusy, onUploaded, clearFinished]);

  return (
    <div className="file-uploader">
      <DropZone
        multiple={isMultiple}
        accept={accept}
        label={t(isMultiple ? 'upload.dropFiles' : 'upload.dropFile')}
        chooseLabel={chooseLabel}
        onFiles={(files) => queue.add(files, folder ? { folder } : {})}
      />
      {entries.length > 0 ? <UploadProgressList entries={entries} onCancel={queue.cancel} onRetry={queue.retry} /> : null}
    </div>
  );
}
