import type { Knex } from 'knex';
import type { Config } from '../../config/load-config.js';
import { migrate } from '../../db/migrations/migrate.js';
import { ensureFirstAdmin, type FirstAdmin } from './ensure-first-admin.js';
import { ensureSettings } from './ensure-settings.js';

export interface BootstrapResult {
  migrationsRun: string[];
  settingsCreated: boolean;
  firstAdmin: FirstAdmin | null;
}

/** Schema, settings singleton and first admin: everything a fresh database needs, nothing twice. */
export async function bootstrap(db: Knex, config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>): Promise<BootstrapResult> {
  const migrationsRun = await migrate(db);
  const settingsCreated = await ensureSettings(db);
  const firstAdmin = await ensureFirstAdmin(db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  return { migrationsRun, settingsCreated, firstAdmin };
}

export function describeFirstAdmin(admin: FirstAdmin, publicUrl: string): string {
  const lines = ['', 'Tessera created the first administrator:', `  e-mail:   ${admin.email}`];
  if (admin.generatedPassword) lines.push(`  password: ${admin.generatedPassword}`, '  (shown only this once: keep it somewhere safe)');
  else lines.push('  password: the ADMIN_PASSWORD you set');
  lines.push(`Sign in at ${publicUrl}`, '');
  return lines.join('\n');
}
