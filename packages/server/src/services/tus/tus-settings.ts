import type { Config } from '../../config/load-config.js';
import { parseByteSize } from '../../utils/parse-byte-size.js';

/** TUS_CHUNK_SIZE in bytes; a value that is not a size stops the start. */
export function tusChunkSize(config: Pick<Config, 'TUS_CHUNK_SIZE'>): number {
  return byteSetting('TUS_CHUNK_SIZE', config.TUS_CHUNK_SIZE);
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
