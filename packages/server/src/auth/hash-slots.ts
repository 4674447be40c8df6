import type { AppError } from '../errors/app-error.js';
import { serviceUnavailable } from '../errors/error-helpers.js';
import { createPrioritySlots, SLOTS_FULL, type SlotPriority } from '../utils/priority-slots.js';

/**
 * Who waits for an argon2 slot first: `high` for everything the server itself needs (sign-ins,
 * password and share checks, hashing a password being written), `low` for the hashes anyone may ask
 * for at `/utils/hash/*`, so a flood of those never delays a sign-in by more than one hash.
 */
export type HashPriority = SlotPriority;

/** `/utils/hash/*` calls that may wait for a slot at once; past this many the next one is refused (503). */
const MAX_LOW_WAITING = 64;
/** Seconds a refused `/utils/hash/*` caller is told to wait: the queue drains at a few hashes a second. */
const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * Every argon2 hash or check of this process takes one of these slots (HASH_MAX_CONCURRENT, set
 * at start): each holds HASH memory (64 MiB by default) and a thread of libuv's pool, which file
 * and DNS work share, so their number is bounded for the whole process, not per request.
 */
const SLOTS = createPrioritySlots({ max: 2, maxLowWaiting: MAX_LOW_WAITING });

/** Sets how many hashes run at once in this process (the last server started in a process decides). */
export function setHashConcurrency(max: number): void {
  SLOTS.resize(max);
}

/** Runs one argon2 call in a slot; a `low` one finding the line full is refused with 503 and Retry-After. */
export async function withHashSlot<T>(priority: HashPriority, task: () => Promise<T>): Promise<T> {
  const result = await SLOTS.run(priority, task);
  if (result === SLOTS_FULL) throw busy();
  return result;
}

function busy(): AppError {
  const error = serviceUnavailable('hash', 'Too many hashes are waiting');
  error.extensions.retryAfter = BUSY_RETRY_AFTER_SECONDS;
  return error;
}
