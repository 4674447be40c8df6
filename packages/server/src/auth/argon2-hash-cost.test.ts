import { describe, expect, it } from 'vitest';
import { argon2HashProblem, DEFAULT_ARGON2_COST, hashCostOf, parseArgon2Hash } from './argon2-hash-cost.js';
import { hashPassword, verifyPassword } from './passwords.js';

const SALT = 'c29tZXNhbHRzb21lc2FsdA';
const DIGEST = 'MoFvphU0pRHJkBm3dLy/xUU9Ssc/Rlq++gHn3kJ/Fvw';
const hashWith = (parameters: string, type = 'argon2id') => `$${type}$v=19$${parameters}$${SALT}$${DIGEST}`;
/** What the test harness configures: far below the default. */
const CHEAP = hashCostOf({ HASH_MEMORY_COST: 1024, HASH_TIME_COST: 1, HASH_PARALLELISM: 1 });

describe('argon2 hash cost', () => {
  it('reads the parameters in any order', () => {
    expect(parseArgon2Hash(hashWith('m=65536,p=4,t=3'))).toEqual({ type: 'argon2id', memoryCost: 65536, timeCost: 3, parallelism: 4 });
    expect(parseArgon2Hash(`$argon2i$m=4096,t=3,p=1$${SALT}$${DIGEST}`)).toMatchObject({ type: 'argon2i', memoryCost: 4096 });
  });

  it.each([
    ['1 GiB of memory', hashWith('m=1048576,t=3,p=4'), 'more than this server'],
    ['more passes', hashWith('m=65536,t=4,p=4'), 'more than this server'],
    ['more lanes', hashWith('m=65536,t=3,p=8'), 'more than this server'],
    ['a parameter twice', hashWith('m=8,m=1048576,t=3,p=1'), 'has to be an argon2 hash'],
    ['an unknown parameter', hashWith('m=65536,t=3,p=4,x=1'), 'has to be an argon2 hash'],
    ['a missing parameter', hashWith('m=65536,t=3'), 'has to be an argon2 hash'],
    ['too little memory for its lanes', hashWith('m=8,t=1,p=4'), 'has to be an argon2 hash'],
    ['no salt', `$argon2id$v=19$m=65536,t=3,p=4$$${DIGEST}`, 'has to be an argon2 hash'],
    ['another algorithm', '$2b$10$abcdefghijklmnopqrstuv', 'has to be an argon2 hash'],
    ['a huge digest', hashWith('m=65536,t=3,p=4').replace(DIGEST, 'A'.repeat(100_000)), 'has to be an argon2 hash'],
  ])('refuses %s', (_name, hash, problem) => {
    expect(argon2HashProblem(hash, DEFAULT_ARGON2_COST)).toContain(problem);
    expect(argon2HashProblem(hash, CHEAP)).toContain(problem);
  });

  it('accepts its own hashes; a stored malformed hash never matches', async () => {
    const own = await hashPassword('correct horse', CHEAP);
    expect(parseArgon2Hash(own)).toEqual({ type: 'argon2id', memoryCost: 1024, timeCost: 1, parallelism: 1 });
    expect(argon2HashProblem(own, CHEAP)).toBeNull();
    expect(await verifyPassword(own, 'correct horse')).toBe(true);
    expect(await verifyPassword(hashWith('m=65536,t=3,p=4,x=1'), 'correct horse')).toBe(false);
  });

  it('still verifies a stored hash written with higher costs (a Directus database with raised HASH_* settings)', async () => {
    const argon2 = (await import('argon2')).default;
    const costlier = await argon2.hash('correct horse', { type: argon2.argon2id, memoryCost: 65_536, timeCost: 4, parallelism: 4 });
    expect(argon2HashProblem(costlier, DEFAULT_ARGON2_COST)).toContain('more than this server');
    expect(await verifyPassword(costlier, 'correct horse')).toBe(true);
  });

  it('checks caller-supplied hashes up to the larger of the configured and the default cost', () => {
    const atDefault = hashWith('m=65536,t=3,p=4');
    // Configured cheaper (the tests, a small device): default-cost hashes are still checked.
    expect(argon2HashProblem(atDefault, CHEAP)).toBeNull();
    expect(argon2HashProblem(hashWith('m=65537,t=1,p=1'), CHEAP)).toContain('(m=65536, t=3, p=4)');
    // Configured costlier: hashes at that cost are checked, one step beyond is refused.
    const raised = hashCostOf({ HASH_MEMORY_COST: 262_144, HASH_TIME_COST: 4, HASH_PARALLELISM: 8 });
    expect(argon2HashProblem(hashWith('m=262144,t=4,p=8'), raised)).toBeNull();
    expect(argon2HashProblem(hashWith('m=262144,t=5,p=8'), raised)).toContain('(m=262144, t=4, p=8)');
  });

  it('writes the configured type and digest length', async () => {
    const argon2i = await hashPassword('correct horse', { ...CHEAP, type: 'argon2i', hashLength: 64 });
    expect(parseArgon2Hash(argon2i)?.type).toBe('argon2i');
    // 64 bytes of digest: 86 characters of unpadded base64, the last part of the hash.
    expect(argon2i.split('$').at(-1)).toHaveLength(86);
    expect(await verifyPassword(argon2i, 'correct horse')).toBe(true);
    expect(hashCostOf({ HASH_TYPE: 0 }).type).toBe('argon2d');
  });
});
