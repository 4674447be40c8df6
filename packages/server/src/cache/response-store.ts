/** One cached answer, as every store keeps it. */
export interface CachedAnswer {
  status: number;
  contentType: string;
  body: string;
  /** Epoch ms after which it is gone (stores drop it then; kept for the max-age of a hit). */
  expiresAt: number;
  /** The version of every collection (and pseudo-name) the answer depended on when it was computed. */
  versions: [name: string, version: number][];
}

/**
 * Where answers and the version counters that invalidate them live. Every method may reject (a lost
 * Redis); the response cache treats that as "no cache", never as an error to the client.
 */
export interface ResponseStore {
  get(key: string): Promise<CachedAnswer | null>;
  set(key: string, answer: CachedAnswer, ttlMs: number): Promise<void>;
  /** The current versions of `names` (0 for one never bumped), in order. */
  versions(names: readonly string[]): Promise<number[]>;
  /** Bumps each of `names` and the WRITES counter, so answers computed before are no longer valid. */
  bump(names: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** Bumped with every bump(): an answer whose computation saw it change is not stored. */
export const WRITES = '$writes';
/** Every answer depends on it: bumping it clears the whole cache, on every instance sharing the store. */
export const EVERYTHING = '$all';
