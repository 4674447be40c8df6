import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The collections a request read, kept only while the response cache records one: running an
 * AsyncLocalStorage switches on Node's promise hooks for the whole process, which cost every
 * request of a server without the cache a fifth of its CPU time (cpu profile of a read by key).
 */
const recorder = new AsyncLocalStorage<Set<string>>();
/** The collections noted while plans compile, innermost last: compiling is synchronous, so a stack will do. */
const compiling: Array<Set<string>> = [];

/** Runs `work`, adding the collections read inside it (and inside everything it awaits) to `collections`. */
export function recordReadsInto<T>(collections: Set<string>, work: () => T): T {
  return recorder.run(collections, work);
}

/**
 * Runs a plan's synchronous `compile` and answers the collections its statements read along with
 * it, so a cached plan can note them again each time it is reused.
 */
export function recordingCompile<T>(compile: () => T): { result: T; collections: Set<string> } {
  const collections = new Set<string>();
  compiling.push(collections);
  try {
    return { result: compile(), collections };
  } finally {
    compiling.pop();
  }
}

/** Notes that `collections` were read: by the plan compiling now, if any, and by the recorded request, if any. */
export function recordReads(collections: Iterable<string>): void {
  const plan = compiling.at(-1);
  const request = recorder.getStore();
  if (!plan && !request) return;
  for (const name of collections) {
    plan?.add(name);
    request?.add(name);
  }
}
