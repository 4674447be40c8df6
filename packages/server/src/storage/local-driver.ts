import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { assertStorageKey, StorageNotFound, type ByteRange, type StorageDriver, type StoredObjectInfo } from './storage-driver.js';

/**
 * Files in one folder on this machine's disk. A write goes to a temporary name first and is
 * renamed into place once complete, so readers never see half a file and a failed write leaves
 * nothing behind.
 */
export function createLocalDriver(root: string): StorageDriver {
  const folder = resolve(root);
  let ready: Promise<unknown> | undefined;
  const ensureFolder = () => (ready ??= mkdir(folder, { recursive: true }));
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(folder, key);
  };

  return {
    async write(key: string, content: Readable) {
      const target = pathOf(key);
      await ensureFolder();
      const temporary = join(folder, `.partial-${randomUUID()}`);
      let size = 0;
      content.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      const sink = createWriteStream(temporary, { flags: 'wx' });
      try {
        await pipeline(content, sink);
        await rename(temporary, target);
      } catch (error) {
        // A source that fails at once can reject the pipeline before the file is even opened: wait for
        // the sink to close (open, then close) so the removal cannot run before the file exists.
        if (!sink.closed) await new Promise<void>((settle) => sink.once('close', () => settle()));
        await rm(temporary, { force: true });
        throw error;
      }
      return { size };
    },

    async read(key: string, range?: ByteRange) {
      const path = pathOf(key);
      if (!(await statOrNull(path))) throw new StorageNotFound(key);
      return createReadStream(path, range ? { start: range.start, end: range.end } : {});
    },

    async stat(key: string): Promise<StoredObjectInfo | null> {
      const info = await statOrNull(pathOf(key));
      return info ? { size: info.size, modified: info.mtime } : null;
    },

    async delete(key: string) {
      await rm(pathOf(key), { force: true });
    },

    async *list(prefix: string) {
      await ensureFolder();
      for (const name of await readdir(folder)) if (name.startsWith(prefix) && !name.startsWith('.')) yield name;
    },
  };
}

async function statOrNull(path: string) {
  try {
    const info = await stat(path);
    return info.isFile() ? info : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
