import { join } from 'node:path';
import type { Config } from '../config/load-config.js';
import { createLocalDriver } from './local-driver.js';
import { createS3Driver, s3SettingsOf } from './s3-driver.js';
import { StorageConfigError } from './storage-config-error.js';
import type { StorageDriver } from './storage-driver.js';

/** The configured storage locations by name (`directus_files.storage` holds one of these names). */
export interface StorageLocations {
  /** Where new files go unless a request names another location. */
  readonly defaultLocation: string;
  /** The driver of a configured location; throws for any other name. */
  driver(location: string): StorageDriver;
  has(location: string): boolean;
  names(): string[];
}

/** Settings of one location: `STORAGE_<LOCATION>_<SETTING>` with the prefix removed, e.g. `ROOT`, `BUCKET`. */
export type LocationSettings = ReadonlyMap<string, string>;

type DriverFactory = (settings: LocationSettings, location: string, config: Config) => StorageDriver;

const DRIVERS = new Map<string, DriverFactory>([
  ['local', (settings, _location, config) => createLocalDriver(settings.get('ROOT') ?? join(config.DATA_DIR, 'uploads'))],
  ['s3', (settings, location) => createS3Driver(s3SettingsOf(settings, location))],
]);

export { StorageConfigError };

/** Reads `STORAGE_LOCATIONS` and each location's `STORAGE_<LOCATION>_*` variables, as the reference names them. */
export function createStorageLocations(config: Config): StorageLocations {
  const names = config.STORAGE_LOCATIONS;
  if (names.length === 0) throw new StorageConfigError('STORAGE_LOCATIONS must name at least one location');
  const drivers = new Map<string, StorageDriver>();
  for (const name of names) {
    if (!/^[a-z0-9][a-z0-9_-]*$/i.test(name)) throw new StorageConfigError(`STORAGE_LOCATIONS has an invalid name "${name}"`);
    const settings = settingsOf(config.STORAGE, name.toUpperCase());
    const kind = settings.get('DRIVER') ?? (name === 'local' ? 'local' : undefined);
    if (!kind) throw new StorageConfigError(`STORAGE_${name.toUpperCase()}_DRIVER is required`);
    const factory = DRIVERS.get(kind);
    if (!factory)
      throw new StorageConfigError(`STORAGE_${name.toUpperCase()}_DRIVER "${kind}" is not one of ${[...DRIVERS.keys()].join(', ')}`);
    drivers.set(name, factory(settings, name, config));
  }
  return {
    defaultLocation: names[0]!,
    driver(location) {
      const driver = drivers.get(location);
      if (!driver) throw new Error(`Storage location "${location}" is not configured`);
      return driver;
    },
    has: (location) => drivers.has(location),
    names: () => [...names],
  };
}

function settingsOf(all: ReadonlyMap<string, string>, upperName: string): LocationSettings {
  const settings = new Map<string, string>();
  for (const [key, value] of all) if (key.startsWith(`${upperName}_`)) settings.set(key.slice(upperName.length + 1), value);
  return settings;
}
