import { useState } from 'react';
import type { FakeClient } from '../../testing/fake-client.js';
import type { UploadOptions } from '../../lib/files/types.js';
import { DropZone } from './drop-zone.js';
import { UploadProgressList } from './upload-progress-list.js';
import { useUploadQueue } from './use-upload-queue.js';

/** The pieces as a page puts them together: a zone feeding a queue shown as a list. */
export function UploadHarness({ concurrency = 3 }: { concurrency?: number }) {
  const [uploadedIds, setUploadedIds] = useState<string[]>([]);
  const queue = useUploadQueue({ concurrency, onUploaded: (row) => setUploadedIds((ids) => [...ids, row.id]) });
  return (
    <>
      <output aria-label="Uploaded ids">{uploadedIds.join(' ')}</output>
      <DropZone onFiles={(files) => queue.add(files)} />
      <UploadProgressList entries={queue.entries} onCancel={queue.cancel} onRetry={queue.retry} onClear={queue.clearFinished} />
    </>
  );
}

/**
 * Holds the fake's uploads until the test lets each one go, so the states in between can be
 * seen; an aborted upload rejects as the browser's does. The fake then stores the file as usual.
 */
export function holdUploads(client: FakeClient) {
  const original = client.uploadFile.bind(client);
  const waiting: { name: string; release: () => void; progress: (loaded: number) => void }[] = [];
  client.uploadFile = (file, fileName, fields, options: UploadOptions = {}) =>
    new Promise((resolve, reject) => {
      const entry = {
        name: fileName,
        release: () => void original(file, fileName, fields, options).then(resolve, reject),
        progress: (loaded: number) => options.onProgress?.({ loaded, total: file.size }),
      };
      options.signal?.addEventListener('abort', () => {
        waiting.splice(waiting.indexOf(entry), 1);
        reject(new DOMException('The upload was cancelled', 'AbortError'));
      });
      waiting.push(entry);
    });
  return {
    /** Names of the uploads now in flight. */
    inFlight: () => waiting.map((entry) => entry.name),
    progress(name: string, loaded: number) {
      waiting.find((entry) => entry.name === name)?.progress(loaded);
    },
    release(name: string) {
      const index = waiting.findIndex((entry) => entry.name === name);
      const [entry] = waiting.splice(index, 1);
      entry?.release();
    },
  };
}

export const pngFile = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });
