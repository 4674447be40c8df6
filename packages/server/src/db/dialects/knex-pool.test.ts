import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/load-config.js';
import { poolSettings } from './knex-pool.js';

const poolOf = (env: Record<string, string>) => poolSettings(loadConfig({ envFile: null, env }));

describe('poolSettings', () => {
  it('takes DB_POOL__MIN and DB_POOL__MAX, the reference names', () => {
    expect(poolOf({ DB_POOL__MIN: '2', DB_POOL__MAX: '30' })).toEqual({ min: 2, max: 30 });
  });

  it('still reads DB_POOL_MAX, and DB_POOL__MAX wins over it', () => {
    expect(poolOf({})).toEqual({ min: 0, max: 10 });
    expect(poolOf({ DB_POOL_MAX: '4' })).toEqual({ min: 0, max: 4 });
    expect(poolOf({ DB_POOL_MAX: '4', DB_POOL__MAX: '6' })).toEqual({ min: 0, max: 6 });
  });

  it("passes Knex's other integer pool options under their DB_POOL__ names", () => {
    expect(poolOf({ DB_POOL__IDLE_TIMEOUT_MILLIS: '1000', DB_POOL__ACQUIRE_TIMEOUT_MILLIS: '5000' })).toEqual({
      min: 0,
      max: 10,
      idleTimeoutMillis: 1000,
      acquireTimeoutMillis: 5000,
    });
  });

  it('refuses an unknown option, a minimum above the maximum and a non-integer', () => {
    expect(() => poolOf({ DB_POOL__SIZE: '3' })).toThrow(/DB_POOL__SIZE is not a pool option/);
    expect(() => poolOf({ DB_POOL__MIN: '5', DB_POOL__MAX: '2' })).toThrow(/DB_POOL__MIN \(5\) must be at most DB_POOL__MAX \(2\)/);
    expect(() => poolOf({ DB_POOL__MAX: 'many' })).toThrow(/DB_POOL__MAX/);
  });
});
