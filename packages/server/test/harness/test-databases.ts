import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import knexFactory from 'knex';
import { it } from 'vitest';
import type { ConnectionSettings, DbClient } from '../../src/db/connection.js';

/** The databases every DB test runs on: `DB_CLIENTS=sqlite3` narrows a local run; CI runs all three. */
export const TEST_DATABASES: DbClient[] = (process.env.DB_CLIENTS ?? 'sqlite3,pg,mysql')
  .split(',')
  .map((name) => name.trim())
  .filter((name): name is DbClient => name === 'sqlite3' || name === 'pg' || name === 'mysql');

/**
 * Test files whose code reaches a dialect branch (issue 39): the database layer, the query compiler,
 * schema and migrations, items, collections/fields/relations, geometry, database errors, imports and
 * exports. Matched on the path of the file under packages/server/src/.
 */
const DIALECT_SUITES: readonly RegExp[] = [
  /^(db|query|schema)\//,
  /(^|\/)(items|collections|fields|relations|schema-apply|schema-empty|utils-import|utils-export|files-import|csv-formulas|export-command|import-command|create-in-one-statement)[^/]*\.test\.ts$/,
  /geometry/,
];

/**
 * The database servers (PostgreSQL, MariaDB) among `databases`, for suites that only mean something
 * on one. Where there are none (`DB_CLIENTS=sqlite3`, as CI's SQLite step runs) it declares one
 * skipped test saying so, so that a file of such suites is not reported as having no tests.
 */
export function serverTestDatabases(databases: readonly DbClient[] = TEST_DATABASES): Exclude<DbClient, 'sqlite3'>[] {
  const servers = databases.filter((client): client is Exclude<DbClient, 'sqlite3'> => client !== 'sqlite3');
  if (servers.length === 0) it.skip('runs on PostgreSQL or MariaDB: add pg or mysql to DB_CLIENTS', () => {});
  return servers;
}

/** Under CI=true every suite runs on every database of TEST_DATABASES; a local `npm test` runs only the dialect suites so. */
export const FULL_DATABASE_MATRIX = process.env.CI === 'true';

/**
 * The databases a test file runs its suites on, the one declared rule of the matrix: a file of
 * DIALECT_SUITES runs on every database of TEST_DATABASES; any other file (sign-in, flows,
 * realtime, GraphQL, HTTP plugins…) reaches no dialect branch (the linter keeps database names
 * inside db/dialects), so a local run takes SQLite (the first of DB_CLIENTS when it is left out)
 * and CI=true takes all of them. Call it with the file's `import.meta.url`.
 */
export function testDatabasesFor(testFileUrl: string): DbClient[] {
  const path = fileURLToPath(testFileUrl).replaceAll('\\', '/');
  const underSrc = path.includes('/packages/server/src/') ? path.slice(path.indexOf('/packages/server/src/') + 21) : path;
  if (FULL_DATABASE_MATRIX || isDialectSuite(underSrc)) return TEST_DATABASES;
  return TEST_DATABASES.includes('sqlite3') ? ['sqlite3'] : TEST_DATABASES.slice(0, 1);
}

/** Whether a test file (its path under packages/server/src/) is one of DIALECT_SUITES. */
export function isDialectSuite(pathUnderSrc: string): boolean {
  return DIALECT_SUITES.some((pattern) => pattern.test(pathUnderSrc));
}

export interface TestDatabase {
  client: DbClient;
  settings: ConnectionSettings;
  /** A folder of its own, for SQLite files, secrets and uploads. */
  dataDir: string;
  drop(): Promise<void>;
}

const SERVER_SETTINGS: Record<Exclude<DbClient, 'sqlite3'>, { client: string; connection: Record<string, unknown> }> = {
  pg: { client: 'pg', connection: { host: '127.0.0.1', port: 5432, user: 'postgres', database: 'postgres' } },
  mysql: { client: 'mysql2', connection: { host: '127.0.0.1', port: 3306, user: 'root' } },
};

/** Creates an empty database of the given kind; `drop()` removes it and its folder. */
export async function createTestDatabase(client: DbClient): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-test-'));
  const base: ConnectionSettings = {
    DB_CLIENT: client,
    DB_FILENAME: join(dataDir, 'test.db'),
    DB_CONNECTION_STRING: undefined,
    DB_HOST: '127.0.0.1',
    DB_PORT: undefined,
    DB_USER: undefined,
    DB_PASSWORD: undefined,
    DB_DATABASE: undefined,
    DB_POOL_MAX: 10,
  };
  if (client === 'sqlite3') {
    return { client, settings: base, dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `tessera_t_${randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ ...SERVER_SETTINGS[client], pool: { min: 0, max: 1 } });
  try {
    await admin.raw(
      client === 'pg' ? `create database "${name}"` : `create database \`${name}\` character set utf8mb4 collate utf8mb4_unicode_ci`,
    );
  } finally {
    await admin.destroy();
  }
  return {
    client,
    settings: { ...base, DB_DATABASE: name },
    dataDir,
    drop: async () => {
      const dropper = knexFactory({ ...SERVER_SETTINGS[client], pool: { min: 0, max: 1 } });
      try {
        await dropper.raw(client === 'pg' ? `drop database if exists "${name}" with (force)` : `drop database if exists \`${name}\``);
      } finally {
        await dropper.destroy();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * TEST_DATABASES for suites that need geometry: PostgreSQL only where PostGIS can be installed in a
 * database. Outside CI a machine without it skips those suites with one line saying how to add it;
 * under CI=true they stay required (and fail loudly if the package is missing).
 */
export async function geometryTestDatabases(): Promise<DbClient[]> {
  if (!TEST_DATABASES.includes('pg') || process.env.CI === 'true') return TEST_DATABASES;
  const admin = knexFactory({ ...SERVER_SETTINGS.pg, pool: { min: 0, max: 1 } });
  try {
    const found = await admin.raw<{ rows: { version: string }[] }>(
      "select current_setting('server_version_num')::int / 10000 as version, exists(select 1 from pg_available_extensions where name = 'postgis') as available",
    );
    const row = found.rows[0] as unknown as { version: number; available: boolean };
    if (row.available) return TEST_DATABASES;
    console.log(
      `Skipping geometry tests on PostgreSQL: PostGIS is not installed (apt-get install postgresql-${row.version}-postgis-3); CI=true requires them.`,
    );
    return TEST_DATABASES.filter((client) => client !== 'pg');
  } finally {
    await admin.destroy();
  }
}
