import { Transform } from 'node:stream';

export type NewlineCount = Transform & {
  /** How many line feeds the bytes before `offset` hold; offsets asked for never go down. */
  newlinesBefore(offset: number): number;
};

const LINE_FEED = 0x0a;

/**
 * A pass-through that answers how many line feeds come before a byte offset of what went through
 * it, for parsers that report byte offsets but count lines their own way (csv-parse counts CR LF
 * inside a quoted cell as two lines). Counts forward from the last offset asked for, so the whole
 * input is scanned once; keeps only the chunks not yet counted past.
 */
export function newlineCount(): NewlineCount {
  const chunks: Buffer[] = [];
  let firstChunkAt = 0;
  let cursor = 0;
  let count = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done(null, chunk);
    },
  });
  const newlinesBefore = (offset: number): number => {
    while (cursor < offset && chunks.length > 0) {
      const chunk = chunks[0]!;
      const end = Math.min(chunk.length, offset - firstChunkAt);
      for (let at = chunk.indexOf(LINE_FEED, cursor - firstChunkAt); at !== -1 && at < end; at = chunk.indexOf(LINE_FEED, at + 1))
        count += 1;
      cursor = firstChunkAt + end;
      if (end === chunk.length) {
        chunks.shift();
        firstChunkAt += chunk.length;
      }
    }
    return count;
  };
  return Object.assign(transform, { newlinesBefore });
}
