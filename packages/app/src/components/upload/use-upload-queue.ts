import { useEffect, useState, useSyncExternalStore } from 'react';
import { useClient } from '../../lib/client-context.js';
import type { FileRecord } from '../../lib/files/types.js';
import { createUploadQueue } from './upload-queue.js';
import type { UploadEntry, UploadQueue } from './upload-queue.js';

export interface UseUploadQueueOptions {
  /** How many uploads run at once (3 by default). */
  concurrency?: number;
  /** Called once per finished upload (refresh a list, link the file to a field). */
  onUploaded?: (row: FileRecord) => void;
}

export interface UploadQueueState extends Omit<UploadQueue, 'entries' | 'subscribe' | 'onUploaded'> {
  entries: readonly UploadEntry[];
  /** True while any file is queued or uploading. */
  isBusy: boolean;
}

/** A queue of uploads through `client.uploadFile`, with per-file progress, cancel and retry. */
export function useUploadQueue({ concurrency = 3, onUploaded }: UseUploadQueueOptions = {}): UploadQueueState {
  const client = useClient();
  const [queue] = useState(() =>
    createUploadQueue({
      upload: (file, fields, options) => client.uploadFile(file, file.name, fields, options),
      concurrency,
    }),
  );
  useEffect(() => (onUploaded ? queue.onUploaded(onUploaded) : undefined), [queue, onUploaded]);
  useEffect(() => () => queue.entries().forEach((entry) => queue.cancel(entry.id)), [queue]);
  const entries = useSyncExternalStore(queue.subscribe, queue.entries);
  return {
    entries,
    isBusy: entries.some((entry) => entry.status === 'queued' || entry.status === 'uploading'),
    add: queue.add,
    cancel: queue.cancel,
    retry: queue.retry,
    clearFinished: queue.clearFinished,
  };
}
