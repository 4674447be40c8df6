import { isAppError } from '../../errors/app-error.js';

/**
 * Reads back what a write wrote. A caller allowed to write but not to read the result gets no body
 * (null → 204), as the reference answers; other errors pass through.
 */
export async function readBackOrEmpty<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (isAppError(error) && error.code === 'FORBIDDEN') return null;
    throw error;
  }
}
