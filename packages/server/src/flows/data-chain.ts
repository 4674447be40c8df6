import type { Accountability } from '../permissions/accountability.js';
import type { DataChain } from './operation-types.js';

/** The keys the engine itself sets; an operation's result under one of these keys would hide them. */
export const CHAIN_KEYS = ['$trigger', '$last', '$accountability', '$env'] as const;

/** A run's data chain at its start: null-prototype, since operation keys are user input. */
export function startDataChain(trigger: unknown, accountability: Accountability | null, env: Readonly<Record<string, unknown>>): DataChain {
  const data = Object.create(null) as Record<string, unknown>;
  data.$trigger = trigger;
  data.$last = trigger;
  data.$accountability = accountability && publicPart(accountability);
  data.$env = env;
  return data;
}

/** The chain after an operation: its result under its key and as `$last`. */
export function withResult(data: DataChain, key: string, result: unknown): DataChain {
  const next = Object.assign(Object.create(null) as Record<string, unknown>, data);
  Object.defineProperty(next, key, { value: result, enumerable: true, writable: true, configurable: true });
  next.$last = result;
  return next;
}

/** Who started the run, without what only the session layer needs (the session and its id). */
function publicPart(accountability: Accountability): Omit<Accountability, 'session' | 'sessionId'> {
  const { session: _session, sessionId: _id, ...rest } = accountability;
  return rest;
}
