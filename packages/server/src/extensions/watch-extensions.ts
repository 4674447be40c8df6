import { existsSync, watch, type FSWatcher } from 'node:fs';
import type { Logger } from 'pino';

/** How long changes settle before one reload (a build writes many files at once). */
const DEBOUNCE_MS = 300;

/**
 * EXTENSIONS_AUTO_RELOAD: calls `reload` once changes under `path` have settled. Answers what stops
 * watching. A path that does not exist (yet) is not watched; that is logged.
 */
export function watchExtensions(path: string, reload: () => void, logger: Pick<Logger, 'warn'>): () => void {
  if (!existsSync(path)) {
    logger.warn({ path }, `EXTENSIONS_AUTO_RELOAD: ${path} does not exist, nothing is watched`);
    return () => undefined;
  }
  let timer: NodeJS.Timeout | null = null;
  let watcher: FSWatcher;
  try {
    watcher = watch(path, { recursive: true }, () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        reload();
      }, DEBOUNCE_MS);
    });
  } catch (error) {
    logger.warn({ err: error, path }, `EXTENSIONS_AUTO_RELOAD: ${path} cannot be watched`);
    return () => undefined;
  }
  watcher.on('error', (error) => logger.warn({ err: error, path }, 'EXTENSIONS_AUTO_RELOAD: watching failed'));
  return () => {
    if (timer) clearTimeout(timer);
    watcher.close();
  };
}
