import type { Config } from '../../config/load-config.js';
import { parseByteSize } from '../../utils/parse-byte-size.js';

/** FILES_MAX_UPLOAD_SIZE in bytes; Infinity when unset. Throws at start for a value that is not a size. */
export function maxUploadBytes(config: Pick<Config, 'FILES_MAX_UPLOAD_SIZE'>): number {
  const text = config.FILES_MAX_UPLOAD_SIZE;
  if (text === undefined || text.trim() === '') return Number.POSITIVE_INFINITY;
  try {
    return parseByteSize(text);
  } catch {
    throw new Error(`Invalid configuration: FILES_MAX_UPLOAD_SIZE "${text}" is not a size such as 10mb`);
  }
}
