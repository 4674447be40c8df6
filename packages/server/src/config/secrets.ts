import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './load-config.js';

export interface Secrets {
  key: string;
  secret: string;
}

/**
 * KEY and SECRET from the configuration, or generated once and kept in the data folder
 * so that a restart keeps every signed token valid.
 */
export function resolveSecrets(config: Config): Secrets {
  if (config.KEY && config.SECRET) return { key: config.KEY, secret: config.SECRET };
  const file = join(config.DATA_DIR, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  const secrets: Secrets = {
    key: config.KEY ?? stored.key ?? randomUUID(),
    secret: config.SECRET ?? stored.secret ?? randomBytes(32).toString('base64url'),
  };
  if (stored.key !== secrets.key || stored.secret !== secrets.secret) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}
