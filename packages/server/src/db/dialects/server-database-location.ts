import type { ConnectionSettings } from './dialect.js';

/**
 * "database X on host:port" for a database server, read from the settings the way the driver reads
 * them. A connection string is shown without its user and password.
 */
export function describeServerDatabase(settings: ConnectionSettings, defaultPort: number, defaultDatabase: string): string {
  if (settings.DB_CONNECTION_STRING) {
    try {
      const url = new URL(settings.DB_CONNECTION_STRING);
      return `database ${url.pathname.replace(/^\//, '') || defaultDatabase} on ${url.host}`;
    } catch {
      return 'database of DB_CONNECTION_STRING';
    }
  }
  return `database ${settings.DB_DATABASE ?? defaultDatabase} on ${settings.DB_HOST}:${settings.DB_PORT ?? defaultPort}`;
}
