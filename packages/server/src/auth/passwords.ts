import { parseArgon2Hash, type Argon2Cost } from './argon2-hash-cost.js';
import { withHashSlot, type HashPriority } from './hash-slots.js';

/** argon2 (a native addon), loaded by the first hash or check rather than at start. */
const loadArgon2 = async () => (await import('argon2')).default;

/** The longest text hashed or checked: argon2 reads all of it, and no password needs more. */
export const MAX_HASH_INPUT_LENGTH = 1024;

/**
 * argon2 at the configured cost (HASH_*, argon2id by default, the reference's hasher): hashes it
 * wrote verify here and the other way round. Runs in
 * one of the process's hash slots; `low` is for `/utils/hash/*` only (see hash-slots.ts).
 */
export async function hashPassword(password: string, cost: Argon2Cost, priority: HashPriority = 'high'): Promise<string> {
  const argon2 = await loadArgon2();
  const { type, ...parameters } = cost;
  return withHashSlot(priority, () => argon2.hash(password, { type: argon2[type], ...parameters }));
}

/**
 * Whether `password` matches a stored `hash`. A malformed hash never matches and is not run. A stored
 * hash costlier than ours still verifies: a Directus database hashed with raised HASH_* costs must keep
 * signing its users in, and only an administrator writes stored hashes. Hashes a caller supplies go
 * through argon2HashProblem first (see /utils/hash/verify).
 */
export async function verifyPassword(hash: string, password: string, priority: HashPriority = 'high'): Promise<boolean> {
  if (parseArgon2Hash(hash) === null) return false;
  const argon2 = await loadArgon2();
  return withHashSlot(priority, async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      // A malformed stored hash never matches; it is not the caller's error.
      return false;
    }
  });
}

/** One dummy hash per cost a server of this process uses (a process runs one or, in tests, a few). */
const dummyHashes = new Map<string, Promise<string>>();

/**
 * Spends the time of one password check without a stored hash, so a sign-in for an unknown e-mail
 * takes as long as one with a wrong password.
 */
export async function verifyDummyPassword(password: string, cost: Argon2Cost): Promise<void> {
  const key = JSON.stringify(cost);
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashPassword(`tessera-dummy-${Math.random()}`, cost);
    dummyHashes.set(key, dummy);
  }
  await verifyPassword(await dummy, password);
}
