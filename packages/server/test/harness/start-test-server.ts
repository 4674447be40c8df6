import { randomUUID } from 'node:crypto';
import type { DestinationStream } from 'pino';
import { hashCostOf } from '../../src/auth/argon2-hash-cost.js';
import { hashPassword } from '../../src/auth/passwords.js';
import { loadConfig, type Config } from '../../src/config/load-config.js';
import type { DbClient } from '../../src/db/connection.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { createTestDatabase, type TestDatabase } from './test-databases.js';

export const TEST_ADMIN = { email: 'admin@example.com', password: 'Admin-password-1!', token: 'test-admin-static-token' } as const;

export interface TestServer {
  url: string;
  server: RunningServer;
  database: TestDatabase;
  config: Config;
  /** A static token of the first admin (set in the database by the harness). */
  adminToken: string;
  /** fetch relative to the server, JSON body and headers made easy; `token` becomes a Bearer header. */
  request(path: string, init?: RequestInit & { json?: unknown; token?: string }): Promise<Response>;
  /** Like request(), as the first admin. */
  asAdmin(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  /** Signs in through `POST /auth/login` (json mode unless `extra.mode` says otherwise); throws unless 200. */
  login(
    email: string,
    password: string,
    extra?: Record<string, unknown>,
  ): Promise<{ access_token: string; refresh_token: string; expires: number }>;
  /** Inserts a role straight into the database; returns its id. */
  createRole(fields?: Record<string, unknown>): Promise<string>;
  /** Inserts an active user (password hashed) straight into the database. */
  createUser(fields?: Record<string, unknown> & { password?: string | null }): Promise<{ id: string; email: string; password: string }>;
  /** Closes the server, then drops its database. */
  close(): Promise<void>;
}

export interface StartTestServerOptions {
  client?: DbClient;
  /** Extra environment variables, as strings, as an operator would set them. */
  env?: Record<string, string>;
  /** An existing database to start on (it is still dropped by close()). */
  database?: TestDatabase;
  /** Where the server's log lines go (at the LOG_LEVEL of `env`, silent unless TEST_LOG_LEVEL says otherwise). */
  logDestination?: DestinationStream;
  /** Leaves HASH_* unset, as `npm start` has them, instead of the harness's cheap TEST_HASH_COST. */
  productionHashCost?: boolean;
}

/**
 * The harness's argon2 cost: 1 MiB, one pass, one lane (~1 ms a hash instead of 100-400 ms on two
 * shared cores), so the ~1,500 sign-ins and users of the suite do not spend its time in argon2.
 * argon2-hash-cost.http.test.ts keeps the production default.
 */
export const TEST_HASH_COST: Record<string, string> = {
  HASH_MEMORY_COST: '1024',
  HASH_TIME_COST: '1',
  HASH_PARALLELISM: '1',
};

/** A real server on an ephemeral port over a database of its own. */
export async function startTestServer(options: StartTestServerOptions = {}): Promise<TestServer> {
  const database = options.database ?? (await createTestDatabase(options.client ?? 'sqlite3'));
  const config = testConfig(database, options.env, { productionHashCost: options.productionHashCost });
  const server = await startServer(config, { logDestination: options.logDestination, announce: () => {} });
  await server.ctx.db('directus_users').where('email', TEST_ADMIN.email).update({ token: TEST_ADMIN.token });
  const request = (path: string, init: RequestInit & { json?: unknown; token?: string } = {}) => {
    const { json, token, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    if (json !== undefined) headers.set('content-type', 'application/json');
    return fetch(`${server.url}${path}`, { ...rest, headers, body: json === undefined ? rest.body : JSON.stringify(json) });
  };
  return {
    url: server.url,
    server,
    database,
    config,
    adminToken: TEST_ADMIN.token,
    request,
    asAdmin: (path, init = {}) => request(path, { ...init, token: TEST_ADMIN.token }),
    login: async (email, password, extra = {}) => {
      const response = await request('/auth/login', { method: 'POST', json: { email, password, ...extra } });
      if (response.status !== 200) throw new Error(`login of ${email} answered ${response.status}: ${await response.text()}`);
      return ((await response.json()) as { data: { access_token: string; refresh_token: string; expires: number } }).data;
    },
    createRole: async (fields = {}) => {
      const id = randomUUID();
      await server.ctx
        .db('directus_roles')
        .insert({ id, name: `Role ${id.slice(0, 8)}`, app_access: true, admin_access: false, ...fields });
      return id;
    },
    createUser: async (fields = {}) => {
      const { password = 'User-password-1!', ...rest } = fields;
      const id = randomUUID();
      const email = typeof rest.email === 'string' ? rest.email : `user-${id.slice(0, 8)}@example.com`;
      await server.ctx.db('directus_users').insert({
        id,
        status: 'active',
        ...rest,
        email,
        password: password === null ? null : await hashPassword(password, hashCostOf(config)),
      });
      return { id, email, password: password ?? '' };
    },
    close: async () => {
      await server.close();
      await database.drop();
    },
  };
}

/** The configuration of a test server: everything an operator would set, as strings. */
export function testConfig(
  database: TestDatabase,
  env: Record<string, string> = {},
  options: { productionHashCost?: boolean } = {},
): Config {
  const settings = database.settings;
  return loadConfig({
    envFile: null,
    env: {
      DB_CLIENT: settings.DB_CLIENT,
      DB_FILENAME: settings.DB_FILENAME,
      ...(settings.DB_DATABASE ? { DB_DATABASE: settings.DB_DATABASE } : {}),
      DATA_DIR: database.dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SECRET: 'test-secret-that-is-long-enough-for-hs256',
      KEY: 'test-key',
      // Test files run side by side on few cores and build large data synchronously; a 503 for
      // "event loop busy" would make unrelated tests flaky. pressure-limit.http.test.ts turns it on.
      PRESSURE_LIMITER_ENABLED: 'false',
      ...(options.productionHashCost ? {} : TEST_HASH_COST),
      ...env,
    },
  });
}
