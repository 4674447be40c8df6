import { ARGON2_COST, parseArgon2Hash } from './argon2-hash-cost.js';

/** argon2 (a native addon), loaded by the first hash or check rather than at start. */
const loadArgon2 = async () => (await import('argon2')).default;

/** The longest text hashed or checked: argon2 reads all of it, and no password needs more. */
export const MAX_HASH_INPUT_LENGTH = 1024;

/** argon2id, the reference's hasher: hashes it wrote verify here and the other way round. */
export async function hashPassword(password: string): Promise<string> {
  const argon2 = await loadArgon2();
  return argon2.hash(password, { type: argon2.argon2id, ...ARGON2_COST });
}

/**
 * Whether `password` matches a stored `hash`. A malformed hash never matches and is not run. A stored
 * hash costlier than ours still verifies: a Directus database hashed with raised HASH_* costs must keep
 * signing its users in, and only an administrator writes stored hashes. Hashes a caller supplies go
 * through argon2HashProblem first (see /utils/hash/verify).
 */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  if (parseArgon2Hash(hash) === null) return false;
  const argon2 = await loadArgon2();
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A malformed stored hash never matches; it is not the caller's error.
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the time of one password check without a stored hash, so a sign-in for an unknown e-mail
 * takes as long as one with a wrong password.
 */
export async function verifyDummyPassword(password: string): Promise<void> {
  dummyHash ??= hashPassword(`tessera-dummy-${Math.random()}`);
  await verifyPassword(await dummyHash, password);
}
