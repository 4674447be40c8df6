import type { Config } from '../../config/load-config.js';
import { dialectFor } from '../../db/dialects/dialect-of.js';
import { describeStorageLocation } from '../../storage/describe-storage-location.js';
import type { DataLocations } from './bootstrap.js';

/** Where this configuration keeps the database and new uploads, as the first-run banner says it. */
export function dataLocationsOf(config: Config): DataLocations {
  return {
    database: dialectFor(config.DB_CLIENT).describeLocation(config),
    uploads: describeStorageLocation(config, config.STORAGE_LOCATIONS[0] ?? 'local'),
  };
}
