import type { Config } from '../config/load-config.js';

export interface Argon2Parameters {
  type: 'argon2d' | 'argon2i' | 'argon2id';
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** What the hashes this server writes cost (HASH_* settings): argon2's parameters plus the digest length. */
export interface Argon2Cost extends Argon2Parameters {
  hashLength: number;
}

/** HASH_TYPE as the reference numbers it. */
const TYPES = ['argon2d', 'argon2i', 'argon2id'] as const;

/**
 * The cost when HASH_* are unset (node-argon2's defaults): 64 MiB of memory, 3 passes, 4 lanes.
 * A hash of ours or the reference's written at this cost always verifies, whatever HASH_* say.
 */
export const DEFAULT_ARGON2_COST: Argon2Cost = Object.freeze({
  type: 'argon2id',
  memoryCost: 65_536,
  timeCost: 3,
  parallelism: 4,
  hashLength: 32,
});

export type HashConfig = Pick<Config, 'HASH_MEMORY_COST' | 'HASH_TIME_COST' | 'HASH_PARALLELISM' | 'HASH_HASH_LENGTH' | 'HASH_TYPE'>;

/** The configured cost of the hashes this server writes; a setting the caller lacks is the default. */
export function hashCostOf(config: Partial<HashConfig> | undefined): Argon2Cost {
  const fallback = DEFAULT_ARGON2_COST;
  return {
    type: TYPES[config?.HASH_TYPE ?? 2] ?? fallback.type,
    memoryCost: config?.HASH_MEMORY_COST ?? fallback.memoryCost,
    timeCost: config?.HASH_TIME_COST ?? fallback.timeCost,
    parallelism: config?.HASH_PARALLELISM ?? fallback.parallelism,
    hashLength: config?.HASH_HASH_LENGTH ?? fallback.hashLength,
  };
}

// $argon2id$v=19$m=65536,t=3,p=4$<salt>$<digest>, salt and digest in unpadded base64.
const PHC = /^\$(argon2id|argon2i|argon2d)\$(?:v=(16|19)\$)?([a-z0-9=,]{1,64})\$([A-Za-z0-9+/]{11,88})\$([A-Za-z0-9+/]{6,88})$/;
/** Longer than any hash PHC above can match: checked first so a huge string is not scanned. */
const MAX_HASH_LENGTH = 300;

/** A PHC argon2 hash → its cost parameters; null when it is not one (unknown or repeated parameters included). */
export function parseArgon2Hash(hash: string): Argon2Parameters | null {
  if (hash.length > MAX_HASH_LENGTH) return null;
  const match = PHC.exec(hash);
  if (!match) return null;
  const values = new Map<string, number>();
  for (const pair of match[3]!.split(',')) {
    const [key, value, extra] = pair.split('=');
    if (extra !== undefined || value === undefined || !/^\d{1,10}$/.test(value) || !['m', 't', 'p'].includes(key!) || values.has(key!))
      return null;
    values.set(key!, Number(value));
  }
  const [memoryCost, timeCost, parallelism] = [values.get('m'), values.get('t'), values.get('p')];
  if (memoryCost === undefined || timeCost === undefined || parallelism === undefined) return null;
  // argon2's own lower bounds: at least one pass and lane, and 8 KiB of memory per lane.
  if (timeCost < 1 || parallelism < 1 || memoryCost < 8 * parallelism) return null;
  return { type: match[1] as Argon2Parameters['type'], memoryCost, timeCost, parallelism };
}

/**
 * Why a caller-supplied hash must not be checked (malformed, or costlier than this server's maximum),
 * or null when it may. The maximum is the larger of the configured cost and the default one per
 * parameter: a server configured cheaper (the tests, a small device) still checks default-cost hashes.
 */
export function argon2HashProblem(hash: string, cost: Argon2Cost): string | null {
  const parameters = parseArgon2Hash(hash);
  if (!parameters) return '"hash" has to be an argon2 hash ($argon2id$v=19$m=…,t=…,p=…$salt$hash)';
  const most = maximumCost(cost);
  if (parameters.memoryCost > most.memoryCost || parameters.timeCost > most.timeCost || parameters.parallelism > most.parallelism) {
    return `"hash" asks for more than this server's argon2 cost (m=${most.memoryCost}, t=${most.timeCost}, p=${most.parallelism})`;
  }
  return null;
}

function maximumCost(cost: Argon2Cost): Pick<Argon2Parameters, 'memoryCost' | 'timeCost' | 'parallelism'> {
  return {
    memoryCost: Math.max(cost.memoryCost, DEFAULT_ARGON2_COST.memoryCost),
    timeCost: Math.max(cost.timeCost, DEFAULT_ARGON2_COST.timeCost),
    parallelism: Math.max(cost.parallelism, DEFAULT_ARGON2_COST.parallelism),
  };
}
