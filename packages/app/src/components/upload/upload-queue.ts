import { errorMessage } from '../../lib/api-error.js';
import type { FileRecord, UploadFields, UploadOptions } from '../../lib/files/types.js';

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed' | 'cancelled';

/** One file in the queue, as the progress list shows it. */
export interface UploadEntry {
  readonly id: string;
  readonly file: File;
  readonly fields: UploadFields;
  status: UploadStatus;
  /** Bytes sent so far, and of how many. */
  loaded: number;
  total: number;
  /** The API's message when the upload failed. */
  error: string | null;
  /** The stored file row once done. */
  result: FileRecord | null;
}

export type UploadFunction = (file: File, fields: UploadFields, options: UploadOptions) => Promise<FileRecord>;

export interface UploadQueueOptions {
  upload: UploadFunction;
  /** How many uploads run at once. */
  concurrency?: number;
}

export interface UploadQueue {
  add(files: readonly File[], fields?: UploadFields): void;
  cancel(id: string): void;
  retry(id: string): void;
  /** Forgets the entries that are done or cancelled. */
  clearFinished(): void;
  entries(): readonly UploadEntry[];
  subscribe(listener: () => void): () => void;
  /** Calls `listener` once per finished upload, with its file row; answers the unsubscribe. */
  onUploaded(listener: (row: FileRecord) => void): () => void;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Uploads many files, `concurrency` at a time, each with its own progress, cancel and retry.
 * Plain logic without React: `useUploadQueue` subscribes to it.
 */
export function createUploadQueue({ upload, concurrency = 3 }: UploadQueueOptions): UploadQueue {
  let list: UploadEntry[] = [];
  const controllers = new Map<string, AbortController>();
  const listeners = new Set<() => void>();
  const uploadedListeners = new Set<(row: FileRecord) => void>();
  let nextId = 1;

  const publish = () => {
    list = [...list];
    for (const listener of listeners) listener();
  };
  const update = (id: string, patch: Partial<UploadEntry>) => {
    list = list.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry));
  };
  const find = (id: string) => list.find((entry) => entry.id === id);

  const start = (entry: UploadEntry) => {
    const controller = new AbortController();
    controllers.set(entry.id, controller);
    update(entry.id, { status: 'uploading', loaded: 0, error: null });
    const onProgress = ({ loaded, total }: { loaded: number; total: number }) => {
      if (find(entry.id)?.status !== 'uploading') return;
      update(entry.id, { loaded, total: total || entry.total });
      publish();
    };
    upload(entry.file, entry.fields, { onProgress, signal: controller.signal }).then(
      (row) => settle(entry.id, controller, { status: 'done', loaded: entry.total, result: row }, row),
      (error: unknown) =>
        settle(
          entry.id,
          controller,
          isAbort(error) || controller.signal.aborted ? { status: 'cancelled' } : { status: 'failed', error: errorMessage(error) },
        ),
    );
  };

  function settle(id: string, controller: AbortController, patch: Partial<UploadEntry>, row?: FileRecord) {
    if (controllers.get(id) !== controller) return;
    controllers.delete(id);
    if (find(id)?.status === 'uploading') update(id, patch);
    if (row && patch.status === 'done') for (const listener of uploadedListeners) listener(row);
    pump();
  }

  function pump() {
    let running = list.filter((entry) => entry.status === 'uploading').length;
    for (const entry of list) {
      if (running >= concurrency) break;
      if (entry.status !== 'queued') continue;
      start(entry);
      running += 1;
    }
    publish();
  }

  return {
    add(files, fields = {}) {
      for (const file of files) {
        list.push({ id: `upload-${nextId++}`, file, fields, status: 'queued', loaded: 0, total: file.size, error: null, result: null });
      }
      pump();
    },
    cancel(id) {
      const entry = find(id);
      if (!entry || (entry.status !== 'queued' && entry.status !== 'uploading')) return;
      const controller = controllers.get(id);
      controllers.delete(id);
      update(id, { status: 'cancelled' });
      controller?.abort();
      pump();
    },
    retry(id) {
      const entry = find(id);
      if (!entry || (entry.status !== 'failed' && entry.status !== 'cancelled')) return;
      update(id, { status: 'queued', loaded: 0, error: null });
      pump();
    },
    clearFinished() {
      list = list.filter((entry) => entry.status !== 'done' && entry.status !== 'cancelled');
      publish();
    },
    entries: () => list,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onUploaded(listener) {
      uploadedListeners.add(listener);
      return () => uploadedListeners.delete(listener);
    },
  };
}
