import type { Config } from '../config/load-config.js';
import { migrate } from '../db/migrations/migrate.js';
import { withDatabase } from './with-database.js';

export async function migrateCommand(config: Config): Promise<number> {
  const ran = await withDatabase(config, migrate);
  process.stdout.write(ran.length === 0 ? 'Database is up to date.\n' : `Ran migrations: ${ran.join(', ')}\n`);
  return 0;
}
