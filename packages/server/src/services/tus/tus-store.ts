import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/server';
import type { Config } from '../../config/load-config.js';
import { isUuid } from '../../utils/is-uuid.js';

/**
 * Where the bytes of unfinished uploads wait, whatever the location they will end up in: a tus
 * file store under DATA_DIR. Once complete, an upload is streamed into its location through the
 * location's driver (a multipart upload for S3). `@tus/s3-store` would keep them in the bucket, but
 * it needs ListParts and AbortMultipartUpload, which the S3-compatible server the tests run
 * against (s3rver) lacks, so it could not be proved here. Uploads are named by a UUID, the id in
 * their URL (`/files/tus/<uuid>`) and the row's `tus_id`.
 */
export interface TusStorage {
  store: DataStore;
  /** The finished upload's bytes. */
  read(uploadId: string): Promise<Readable>;
  isUploadId(name: string | undefined): name is string;
  /** When the last byte was written to the upload (ms since the epoch); null when it has no bytes stored. */
  lastWrite(uploadId: string): Promise<number | null>;
}

export function createTusStorage(config: Config): TusStorage {
  const directory = join(config.DATA_DIR, 'tus');
  // No expiration handed to the store: it would count from creation; see expire-idle-uploads.ts.
  const store = new FileStore({ directory });
  return {
    lastWrite: async (uploadId) => {
      if (!isUuid(uploadId)) return null;
      const info = await stat(join(directory, uploadId)).catch(() => null);
      return info ? info.mtimeMs : null;
    },
    store,
    read: async (uploadId) => store.read(uploadId),
    isUploadId: (name): name is string => isUuid(name),
  };
}
