/**
 * The argon2 settings of the hashes this server writes (node-argon2's defaults, which the reference
 * also uses): 64 MiB of memory, 3 passes, 4 lanes. A hash asking for more would make a check cost
 * more than any hash of ours, so it is refused before argon2 runs.
 */
export const ARGON2_COST = { memoryCost: 65_536, timeCost: 3, parallelism: 4 } as const;

export interface Argon2Parameters {
  type: 'argon2d' | 'argon2i' | 'argon2id';
  memoryCost: number;
  timeCost: number;
  parallelism: number;
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

/** Why a caller-supplied hash must not be checked (malformed, or costlier than ours), or null when it may. */
export function argon2HashProblem(hash: string): string | null {
  const parameters = parseArgon2Hash(hash);
  if (!parameters) return '"hash" has to be an argon2 hash ($argon2id$v=19$m=…,t=…,p=…$salt$hash)';
  if (
    parameters.memoryCost > ARGON2_COST.memoryCost ||
    parameters.timeCost > ARGON2_COST.timeCost ||
    parameters.parallelism > ARGON2_COST.parallelism
  ) {
    return `"hash" asks for more than this server's argon2 cost (m=${ARGON2_COST.memoryCost}, t=${ARGON2_COST.timeCost}, p=${ARGON2_COST.parallelism})`;
  }
  return null;
}
