import type { Writable } from 'node:stream';

/**
 * Writes `chunk` and resolves once `writable` can take more (at once, or on `drain`); rejects when
 * it fails or closes first, so a writer stops instead of waiting forever on a broken destination.
 */
export function writeDrained(writable: Writable, chunk: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const broken = () => writable.errored ?? new Error('The destination closed before everything was written');
    if (writable.destroyed || writable.writableEnded) return reject(broken());
    if (writable.write(chunk)) return resolve();
    const settle = (error?: Error) => {
      writable.off('drain', onDrain).off('error', onError).off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onError = (error: Error) => settle(error);
    const onClose = () => settle(broken());
    writable.on('drain', onDrain).on('error', onError).on('close', onClose);
  });
}
