import { Transform } from 'node:stream';
import { contentTooLarge } from '../../errors/error-helpers.js';

/**
 * A pass-through that counts bytes and fails with 413 CONTENT_TOO_LARGE as soon as more than
 * `maxBytes` went through: the storage write then removes what it had written.
 */
export function byteLimit(maxBytes: number): Transform & { readonly bytes: number } {
  let bytes = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) done(contentTooLarge());
      else done(null, chunk);
    },
  });
  return Object.defineProperty(transform, 'bytes', { get: () => bytes }) as Transform & { readonly bytes: number };
}
