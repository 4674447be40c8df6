import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/load-config.js';
import { createStorageLocations } from './storage-locations.js';

const configWith = (env: Record<string, string>) => loadConfig({ envFile: null, env: { DATA_DIR: '/tmp/tessera-locations', ...env } });

describe('storage locations', () => {
  it('defaults to one local location under DATA_DIR', () => {
    const locations = createStorageLocations(configWith({}));
    expect(locations.defaultLocation).toBe('local');
    expect(locations.names()).toEqual(['local']);
    expect(locations.has('local')).toBe(true);
    expect(locations.has('__proto__')).toBe(false);
    expect(() => locations.driver('s3')).toThrow('not configured');
  });

  it('reads STORAGE_<LOCATION>_DRIVER and refuses unknown drivers and missing ones', () => {
    expect(createStorageLocations(configWith({ STORAGE_LOCATIONS: 'disk2,local', STORAGE_DISK2_DRIVER: 'local' })).defaultLocation).toBe(
      'disk2',
    );
    expect(() => createStorageLocations(configWith({ STORAGE_LOCATIONS: 'other' }))).toThrow('STORAGE_OTHER_DRIVER is required');
    expect(() => createStorageLocations(configWith({ STORAGE_LOCATIONS: 'x', STORAGE_X_DRIVER: 'ftp' }))).toThrow('"ftp" is not one of');
    expect(() => createStorageLocations(configWith({ STORAGE_LOCATIONS: 'a/b' }))).toThrow('invalid name');
  });
});
