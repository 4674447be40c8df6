import type { Config } from '../../config/load-config.js';
import { parseByteSize } from '../../utils/parse-byte-size.js';

/** TUS_CHUNK_SIZE in bytes; a value that is not a size stops the start. */
export function tusChunkSize(config: Pick<Config, 'TUS_CHUNK_SIZE'>): number {
  return byteSetting('TUS_CHUNK_SIZE', config.TUS_CHUNK_SIZE);
}

/** FILES_MAX_UPLOAD_SIZE in bytes; Infinity when unset. */
export function tusMaxUploadBytes(config: Pick<Config, 'FILES_MAX_UPLOAD_SIZE'>): number {
  const text = config.FILES_MAX_UPLOAD_SIZE;
  if (text === undefined || text.trim() === '') return Number.POSITIVE_INFINITY;
  return byteSetting('FILES_MAX_UPLOAD_SIZE', text);
}

function byteSetting(name: string, text: string): number {
  let bytes: number;
  try {
    bytes = parseByteSize(text);
  } catch {
    throw new Error(`Invalid configuration: ${name} "${text}" is not a size such as 8mb`);
  }
  if (bytes < 1) throw new Error(`Invalid configuration: ${name} must be at least one byte`);
  return bytes;
}
