import type { Knex } from 'knex';
import type { Config } from '../../config/load-config.js';
import { migrate } from '../../db/migrations/migrate.js';
import { ensureFirstAdmin, type FirstAdmin } from './ensure-first-admin.js';
import { ensureSettings } from './ensure-settings.js';
import { hashCostOf, type HashConfig } from '../../auth/argon2-hash-cost.js';

export interface BootstrapResult {
  migrationsRun: string[];
  settingsCreated: boolean;
  firstAdmin: FirstAdmin | null;
}

/** Schema, settings singleton and first admin: everything a fresh database needs, nothing twice. */
export async function bootstrap(db: Knex, config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'> & HashConfig): Promise<BootstrapResult> {
  const migrationsRun = await migrate(db);
  const settingsCreated = await ensureSettings(db);
  const firstAdmin = await ensureFirstAdmin(db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD, hashCostOf(config));
  return { migrationsRun, settingsCreated, firstAdmin };
}

/** Where a fresh install keeps its data, in words: the database and the uploads' storage. */
export interface DataLocations {
  database: string;
  uploads: string;
}

/** The first-run banner: the first admin's credentials, where the data lives and where to sign in. */
export function describeFirstAdmin(admin: FirstAdmin, publicUrl: string, locations?: DataLocations): string {
  const lines = ['', 'Tessera created the first administrator:', `  e-mail:   ${admin.email}`];
  if (admin.generatedPassword) lines.push(`  password: ${admin.generatedPassword}`, '  (shown only this once: keep it somewhere safe)');
  else lines.push('  password: the ADMIN_PASSWORD you set');
  if (locations) lines.push(`Data:    ${locations.database}`, `Uploads: ${locations.uploads}`);
  lines.push(`Sign in at ${publicUrl}`, '');
  return lines.join('\n');
}
