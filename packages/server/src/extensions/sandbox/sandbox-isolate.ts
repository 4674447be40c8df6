import type IsolatedVM from 'isolated-vm';
import { ERROR_STATUS, type ErrorCode } from '@tessera/shared';
import { AppError } from '../../errors/app-error.js';
import { serviceUnavailable } from '../../errors/error-helpers.js';
import { ENTRY, SDK_MODULE, SDK_SETUP } from './sandbox-bootstrap.js';
import type { HostCall } from './sandbox-capabilities.js';

export interface SandboxLimits {
  /** EXTENSIONS_SANDBOX_MEMORY, in MB. */
  memoryMb: number;
  /** EXTENSIONS_SANDBOX_TIMEOUT, in ms: loading, and each call. */
  timeoutMs: number;
}

export interface SandboxStart {
  name: string;
  type: 'hook' | 'endpoint' | 'operation';
  code: string;
  granted: readonly string[];
  hostCall: HostCall;
  limits: SandboxLimits;
  /** Told once when the isolate is stopped by a limit (time or memory). */
  onStopped(reason: string): void;
}

/** A running extension: what it registered, a way to call its handlers, and its end. */
export interface SandboxIsolate {
  /** The registrations as the isolate reported them (JSON, to be validated by the caller). */
  registrations: unknown;
  endpointId: unknown;
  /** Calls handler `index` with `args` (JSON copies both ways); rejects with the handler's error, or a 503 past a limit. */
  call(index: number, args: unknown[]): Promise<unknown>;
  dispose(): void;
}

/** Only `directus:api` (or `tessera:api`) can be imported; anything else fails the load. */
const SDK_SPECIFIERS = new Set(['directus:api', 'tessera:api']);

/**
 * Calls one extension runs at once; one more is refused at once (SERVICE_UNAVAILABLE) without
 * stopping the extension, so a flood can neither pile up work in its heap nor make queued calls
 * miss their deadline and stop it.
 */
const MAX_CALLS_IN_FLIGHT = 64;

type Outcome = { ok: true; value?: unknown } | { ok: false; name: string; message: string; code?: unknown };

/**
 * Starts an extension in an isolate of its own (isolated-vm: own heap capped at `memoryMb`, no
 * Node globals, no `fetch`, no timers, no module loader but `directus:api`), evaluates its ES
 * module and runs its default export with recording register functions. Work runs on
 * isolated-vm's threads, off the server's event loop. A load or call past `timeoutMs`, or past
 * the heap cap, disposes the isolate: that call and every later one reject with
 * SERVICE_UNAVAILABLE naming the extension, and `onStopped` is told why.
 */
export async function startSandboxIsolate(start: SandboxStart): Promise<SandboxIsolate> {
  const { default: ivm } = await import('isolated-vm');
  const isolate = new ivm.Isolate({ memoryLimit: start.limits.memoryMb });
  let stopReason: string | null = null;
  const stop = (reason: string) => {
    if (stopReason === null) {
      stopReason = reason;
      start.onStopped(reason);
    }
    if (!isolate.isDisposed) isolate.dispose();
  };
  const stoppedError = () =>
    serviceUnavailable(`extension:${start.name}`, `The sandboxed extension was stopped: ${stopReason ?? 'disposed'}`);
  const withDeadline = async <T>(work: () => Promise<T>): Promise<T> => {
    if (stopReason !== null || isolate.isDisposed) throw stoppedError();
    const timer = setTimeout(() => stop(`a call ran longer than ${start.limits.timeoutMs} ms`), start.limits.timeoutMs);
    try {
      return await work();
    } catch (error) {
      if (stopReason === null) {
        const limit = limitReason(error, isolate, start.limits);
        if (limit === null) throw error;
        stop(limit);
      }
      throw stoppedError();
    } finally {
      clearTimeout(timer);
    }
  };
  const timeout = start.limits.timeoutMs;
  try {
    const entry = await withDeadline(async () => {
      const context = await isolate.createContext();
      const hostCall = new ivm.Reference(start.hostCall);
      await context.evalClosure(SDK_SETUP, [hostCall, JSON.stringify(start.granted)], { timeout });
      const sdk = await isolate.compileModule(SDK_MODULE, { filename: 'directus:api' });
      await sdk.instantiate(context, () => {
        throw new Error('directus:api imports nothing');
      });
      await sdk.evaluate({ timeout });
      const module = await isolate.compileModule(start.code, { filename: `extension:${start.name}` });
      await module.instantiate(context, (specifier) => {
        if (SDK_SPECIFIERS.has(specifier)) return sdk;
        throw new Error(`Sandboxed extensions can only import "directus:api", not "${specifier}"`);
      });
      await module.evaluate({ timeout });
      const exported = await module.namespace.get('default', { reference: true });
      const made = (await context.evalClosure(ENTRY, [exported, start.type], {
        result: { reference: true },
        timeout,
      })) as IsolatedVM.Reference;
      return {
        registrations: JSON.parse(String(await made.get('registrations', { copy: true }))) as unknown,
        endpointId: (await made.get('endpointId', { copy: true })) as unknown,
        dispatch: (await made.get('dispatch', { reference: true })) as IsolatedVM.Reference,
      };
    });
    let running = 0;
    const call = async (index: number, args: unknown[]) => {
      if (running >= MAX_CALLS_IN_FLIGHT)
        throw serviceUnavailable(
          `extension:${start.name}`,
          `The sandboxed extension is busy with ${MAX_CALLS_IN_FLIGHT} calls; try again later`,
        );
      running++;
      try {
        const input = JSON.stringify(args);
        const text = await withDeadline(() =>
          entry.dispatch.apply(undefined, [index, input], { arguments: { copy: true }, result: { promise: true, copy: true }, timeout }),
        );
        return settle(text);
      } finally {
        running--;
      }
    };
    return {
      registrations: entry.registrations,
      endpointId: entry.endpointId,
      call,
      dispose: () => {
        stopReason ??= 'it was unloaded';
        if (!isolate.isDisposed) isolate.dispose();
      },
    };
  } catch (error) {
    if (!isolate.isDisposed) isolate.dispose();
    throw loadError(start.name, error);
  }
}

/** The handler's outcome as JSON text from the isolate; anything else is the extension's fault. */
function settle(text: unknown): unknown {
  let outcome: Outcome;
  try {
    outcome = JSON.parse(String(text), dropProtoKeys) as Outcome;
  } catch {
    throw namedError('TypeError', 'The extension answered a value that is not JSON');
  }
  if (typeof outcome !== 'object' || outcome === null) throw namedError('TypeError', 'The extension answered a value that is not JSON');
  if (outcome.ok === true) return outcome.value;
  // An Error thrown with one of our codes (`INVALID_PAYLOAD`, `FORBIDDEN`, …) answers as that error.
  if (typeof outcome.code === 'string' && Object.hasOwn(ERROR_STATUS, outcome.code))
    throw new AppError(outcome.code as ErrorCode, String(outcome.message).slice(0, 1000));
  throw namedError(String(outcome.name), String(outcome.message));
}

/** An own `__proto__` key from the isolate would set a prototype wherever the host later `Object.assign`s it: dropped. */
function dropProtoKeys(key: string, value: unknown): unknown {
  return key === '__proto__' ? undefined : value;
}

function limitReason(error: unknown, isolate: IsolatedVM.Isolate, limits: SandboxLimits): string | null {
  const message = error instanceof Error ? error.message : '';
  if (/timed out/i.test(message)) return `a call ran longer than ${limits.timeoutMs} ms`;
  if (/memory limit|allocation failed/i.test(message) || isolate.isDisposed) return `it used more than ${limits.memoryMb} MB of memory`;
  return null;
}

function loadError(name: string, error: unknown): Error {
  const reason = !(error instanceof Error) ? String(error) : error.name === 'Error' ? error.message : `${error.name}: ${error.message}`;
  return new Error(`The sandboxed extension "${name}" could not be loaded: ${reason}`, { cause: error });
}

function namedError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name.slice(0, 100);
  delete error.stack;
  return error;
}
