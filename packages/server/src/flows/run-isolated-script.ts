import type IsolatedVM from 'isolated-vm';

export interface ScriptLimits {
  /** Heap of the isolate, in MB (`FLOWS_RUN_SCRIPT_MAX_MEMORY`). */
  memoryMb: number;
  /** Wall-clock time of the whole run, compile included, in ms (`FLOWS_RUN_SCRIPT_TIMEOUT`). */
  timeoutMs: number;
}

/** What the script settled with, as JSON text made inside the isolate. */
type Outcome = { ok: true; value: unknown } | { ok: false; error: { name: string; message: string } } | { ok: false; thrown: unknown };

/**
 * Calls the script's `module.exports` with the data and settles the outcome as JSON text, so
 * nothing but a string ever crosses from the isolate: no reference into it, no getter run on the
 * host. `$0` is the data as JSON text.
 */
const CALL_EXPORT = `
const handler = module.exports;
if (typeof handler !== 'function') throw new TypeError('module.exports must be a function');
return (async () => handler(JSON.parse($0)))().then(
  (value) => JSON.stringify({ ok: true, value: value === undefined ? null : value }),
  (error) => JSON.stringify(
    error instanceof Error
      ? { ok: false, error: { name: String(error.name), message: String(error.message) } }
      : { ok: false, thrown: error === undefined ? null : error },
  ),
);`;

/**
 * Runs a Run Script operation's code (`module.exports = async function (data) { … }`) in a V8
 * isolate of its own (isolated-vm): a separate heap capped at `memoryMb`, no Node globals
 * (`process`, `require`, `fetch`, timers), no module loader (`import()` rejects), and its work on
 * isolated-vm's threads, so a busy script never blocks the server's event loop. The data goes in
 * and the result comes out as JSON copies. A result resolves; a thrown Error rejects with an
 * Error of the same name and message (no stack), anything else thrown rejects with that value.
 * Past `timeoutMs` (even while the script awaits a promise that never settles) or past the heap
 * cap, the isolate is disposed and the run rejects.
 */
export async function runIsolatedScript(code: string, data: unknown, limits: ScriptLimits): Promise<unknown> {
  const { default: ivm } = await import('isolated-vm');
  const input = JSON.stringify(data ?? null);
  const isolate = new ivm.Isolate({ memoryLimit: limits.memoryMb });
  const started = Date.now();
  const remaining = () => Math.max(1, limits.timeoutMs - (Date.now() - started));
  let timedOut = false;
  const deadline = setTimeout(() => {
    timedOut = true;
    if (!isolate.isDisposed) isolate.dispose();
  }, limits.timeoutMs);
  let outcome: Outcome;
  try {
    const context = await isolate.createContext();
    await context.global.set('global', context.global.derefInto());
    await context.eval('globalThis.module = { exports: {} }; globalThis.exports = module.exports;', { timeout: remaining() });
    const script = await isolate.compileScript(code, { filename: 'run-script.js' });
    await script.run(context, { timeout: remaining() });
    const text: unknown = await context.evalClosure(CALL_EXPORT, [input], {
      arguments: { copy: true },
      result: { promise: true, copy: true },
      timeout: remaining(),
    });
    outcome = JSON.parse(String(text)) as Outcome;
  } catch (error) {
    throw sandboxError(error, isolate, timedOut, limits);
  } finally {
    clearTimeout(deadline);
    if (!isolate.isDisposed) isolate.dispose();
  }
  return settle(outcome);
}

function settle(outcome: Outcome): unknown {
  if (outcome.ok) return outcome.value;
  if ('error' in outcome) throw namedError(outcome.error.name, outcome.error.message);
  throw outcome.thrown;
}

/** isolated-vm's own errors (timeout, memory, syntax) as plain Errors: the name and message, never a host stack. */
function sandboxError(error: unknown, isolate: IsolatedVM.Isolate, timedOut: boolean, limits: ScriptLimits): unknown {
  if (timedOut) return namedError('Error', `The script ran longer than ${limits.timeoutMs} ms`);
  if (!(error instanceof Error)) return error;
  if (/timed out/i.test(error.message)) return namedError('Error', `The script ran longer than ${limits.timeoutMs} ms`);
  if (isolate.isDisposed || /memory limit|allocation failed/i.test(error.message))
    return namedError('Error', `The script used more than ${limits.memoryMb} MB of memory`);
  return namedError(error.name, error.message);
}

function namedError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  delete error.stack;
  return error;
}
