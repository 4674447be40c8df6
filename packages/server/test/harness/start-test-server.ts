import pino from 'pino';
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
  /** Closes the server, then drops its database. */
  close(): Promise<void>;
}

export interface StartTestServerOptions {
  client?: DbClient;
  /** Extra environment variables, as strings, as an operator would set them. */
  env?: Record<string, string>;
  /** An existing database to start on (it is still dropped by close()). */
  database?: TestDatabase;
}

/** A real server on an ephemeral port over a database of its own. */
export async function startTestServer(options: StartTestServerOptions = {}): Promise<TestServer> {
  const database = options.database ?? (await createTestDatabase(options.client ?? 'sqlite3'));
  const config = testConfig(database, options.env);
  const server = await startServer(config, { logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }), announce: () => {} });
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
    close: async () => {
      await server.close();
      await database.drop();
    },
  };
}

/** The configuration of a test server: everything an operator would set, as strings. */
export function testConfig(database: TestDatabase, env: Record<string, string> = {}): Config {
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
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SECRET: 'test-secret-that-is-long-enough-for-hs256',
      KEY: 'test-key',
      ...env,
    },
  });
}
