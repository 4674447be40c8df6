import { AsyncLocalStorage } from 'node:async_hooks';

const recorder = new AsyncLocalStorage<Set<string>>();

/**
 * Runs `work` with a fresh record of the collections read inside it (and inside everything it
 * awaits), and answers that record. The response cache uses it per request: an answer depends on
 * exactly the collections its reads touched, relations and filters across them included.
 */
export function recordingReads<T>(work: () => T): { result: T; collections: Set<string> } {
  const collections = new Set<string>();
  return { result: recordReadsInto(collections, work), collections };
}

/** Runs `work`, adding the collections read inside it to `collections`. */
export function recordReadsInto<T>(collections: Set<string>, work: () => T): T {
  return recorder.run(collections, work);
}

/** The record of the current request, if one is being kept. */
export function currentReads(): Set<string> | undefined {
  return recorder.getStore();
}

/** Notes that the current request read `collections` (a no-op outside recordingReads). */
export function recordReads(collections: Iterable<string>): void {
  const store = recorder.getStore();
  if (!store) return;
  for (const name of collections) store.add(name);
}
