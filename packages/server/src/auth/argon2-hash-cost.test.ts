import { describe, expect, it } from 'vitest';
import { argon2HashProblem, parseArgon2Hash } from './argon2-hash-cost.js';
import { hashPassword, verifyPassword } from './passwords.js';

const SALT = 'c29tZXNhbHRzb21lc2FsdA';
const DIGEST = 'MoFvphU0pRHJkBm3dLy/xUU9Ssc/Rlq++gHn3kJ/Fvw';
const hashWith = (parameters: string, type = 'argon2id') => `$${type}$v=19$${parameters}$${SALT}$${DIGEST}`;

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
    expect(argon2HashProblem(hash)).toContain(problem);
  });

  it('accepts its own hashes; a stored malformed hash never matches', async () => {
    const own = await hashPassword('correct horse');
    expect(argon2HashProblem(own)).toBeNull();
    expect(await verifyPassword(own, 'correct horse')).toBe(true);
    expect(await verifyPassword(hashWith('m=65536,t=3,p=4,x=1'), 'correct horse')).toBe(false);
  });

  it('still verifies a stored hash written with higher costs (a Directus database with raised HASH_* settings)', async () => {
    const argon2 = (await import('argon2')).default;
    const costlier = await argon2.hash('correct horse', { type: argon2.argon2id, memoryCost: 65_536, timeCost: 4, parallelism: 4 });
    expect(argon2HashProblem(costlier)).toContain('more than this server');
    expect(await verifyPassword(costlier, 'correct horse')).toBe(true);
  });
});
