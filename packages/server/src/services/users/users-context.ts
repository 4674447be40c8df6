import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { AuthRuntime } from '../../auth/auth-runtime.js';
import type { Config } from '../../config/load-config.js';
import type { Secrets } from '../../config/secrets.js';
import type { RulesCache } from '../../permissions/rules-cache.js';
import type { SchemaCache } from '../../schema/schema-cache.js';

/** What the user and role operations use; an AppContext satisfies it. */
export interface UsersContext {
  db: Knex;
  config: Config;
  secrets: Secrets;
  logger: Logger;
  schema: SchemaCache;
  /** Compiled permission rules: roles changing invalidates them. */
  permissions: RulesCache;
  /** The token cache: user and role changes invalidate it. */
  auth: AuthRuntime;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Primary keys of users and roles are UUIDs; anything else can match nothing (answered FORBIDDEN). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
