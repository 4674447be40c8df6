import { join, resolve } from 'node:path';
import type { Config } from '../config/load-config.js';
import { driverKind, locationSettings } from './storage-locations.js';

/** Where a storage location keeps files, for people (the first-run banner): a folder, or an S3 bucket. */
export function describeStorageLocation(config: Pick<Config, 'STORAGE' | 'DATA_DIR'>, location: string): string {
  const settings = locationSettings(config, location);
  const kind = driverKind(settings, location);
  if (kind === 'local') return `the folder ${resolve(settings.get('ROOT') ?? join(config.DATA_DIR, 'uploads'))}`;
  if (kind === 's3')
    return `the S3 bucket ${settings.get('BUCKET') ?? '(no bucket set)'}${settings.has('ROOT') ? ` under ${settings.get('ROOT')}` : ''}`;
  return `storage location "${location}"`;
}
