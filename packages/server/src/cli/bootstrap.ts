import type { Config } from '../config/load-config.js';
import { resolveSecrets } from '../config/secrets.js';
import { bootstrap, describeFirstAdmin } from '../services/bootstrap/bootstrap.js';
import { dataLocationsOf } from '../services/bootstrap/data-locations.js';
import { withDatabase } from './with-database.js';

export async function bootstrapCommand(config: Config): Promise<number> {
  resolveSecrets(config);
  const result = await withDatabase(config, (db) => bootstrap(db, config));
  if (result.firstAdmin)
    process.stdout.write(`${describeFirstAdmin(result.firstAdmin, 'the admin app (/admin)', dataLocationsOf(config))}\n`);
  else process.stdout.write('Database is ready.\n');
  return 0;
}
