import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import type { WriteChunk } from './export-serializer.js';

/** A temporary file for CSV records: the header can only be written once every row has been seen. */
export interface CsvSpool {
  write(text: string): Promise<void>;
  /** Closes the spool and streams its text through `transform` to `write`. */
  replay(write: WriteChunk, transform: (chunk: string) => string): Promise<void>;
  /** Deletes the file (and its folder); safe to call more than once. */
  remove(): Promise<void>;
}

export async function openCsvSpool(): Promise<CsvSpool> {
  const folder = await mkdtemp(join(tmpdir(), 'tessera-export-'));
  const path = join(folder, 'rows.csv');
  const out = createWriteStream(path);
  return {
    async write(text) {
      if (!out.write(text)) await once(out, 'drain');
    },
    async replay(write, transform) {
      out.end();
      await finished(out);
      for await (const chunk of createReadStream(path, { encoding: 'utf8', highWaterMark: 256 * 1024 })) {
        const text = transform(chunk as string);
        if (text !== '') await write(text);
      }
    },
    async remove() {
      out.destroy();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
