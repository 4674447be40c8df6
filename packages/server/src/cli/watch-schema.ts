import { setTimeout as sleep } from 'node:timers/promises';
import type { CliIo } from './cli-command.js';
import { fetchSocketInfo, RemoteError } from './fetch-ts-spec.js';
import { watchSchemaSocket } from './watch-schema-socket.js';

export interface WatchOptions {
  base: URL;
  token: string | undefined;
  intervalMs: number;
  /** Fetches the declarations and writes them when they changed. */
  refresh(): Promise<void>;
  io: CliIo;
  signal: AbortSignal;
}

/**
 * Keeps the file current until the signal aborts: through the REST socket's data model
 * subscriptions when the server offers them (a refresh per burst of changes), otherwise by
 * polling every interval. A failed refresh is reported and the watch goes on.
 */
export async function watchSchema(options: WatchOptions): Promise<void> {
  const { io, signal } = options;
  const refresh = serialRefresh(options);
  while (!signal.aborted) {
    const socket = await openSocket(options, refresh);
    if (socket) {
      io.stdout.write('Watching the data model over realtime\n');
      // A change made while the socket was down would be missed: look once now.
      void refresh();
      await socket.ended;
      if (signal.aborted) break;
      io.stderr.write('The realtime connection closed; polling until it is back\n');
    } else {
      io.stdout.write(`Polling every ${options.intervalMs / 1000} s\n`);
    }
    await poll(options, refresh, socket ? 1 : Infinity);
  }
}

/** Polls `rounds` times (or until aborted), then returns so the caller may try the socket again. */
async function poll(options: WatchOptions, refresh: () => Promise<void>, rounds: number): Promise<void> {
  for (let round = 0; round < rounds && !options.signal.aborted; round++) {
    try {
      await sleep(options.intervalMs, undefined, { signal: options.signal });
    } catch {
      return;
    }
    await refresh();
  }
}

async function openSocket(options: WatchOptions, refresh: () => Promise<void>) {
  try {
    const info = await fetchSocketInfo(options.base, options.token);
    if (!info || !info.rest) return null;
    return await watchSchemaSocket({ ...options, path: info.rest.path, onChange: () => void refresh() });
  } catch (error) {
    options.io.stderr.write(`Realtime unavailable (${(error as Error).message})\n`);
    return null;
  }
}

/**
 * One refresh at a time: changes arriving during a refresh cause one more afterwards, so a burst
 * of events (a collection with its fields) costs at most two requests and the last one wins.
 */
function serialRefresh(options: WatchOptions): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  const run = async (): Promise<void> => {
    do {
      again = false;
      try {
        await options.refresh();
      } catch (error) {
        // The server may be restarting; the next change or round tries again.
        options.io.stderr.write(`${error instanceof RemoteError ? error.message : String(error)}\n`);
      }
    } while (again && !options.signal.aborted);
  };
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = run().finally(() => (running = null));
    return running;
  };
}
