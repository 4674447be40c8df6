import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/load-config.js';
import { createConnection } from '../connection.js';
import { dialectFor } from './dialect-of.js';

/**
 * A server database with only DB_CLIENT set: where it connects and as whom. The test servers name a
 * database of their own (DB_DATABASE) and leave the rest unset, so every PostgreSQL and MariaDB test
 * connects this way; the database name is the one default no test can use on a shared server.
 */
describe('the connection of a server database at the default settings', () => {
  it.each([
    ['pg', 5432, 'postgres', 'PostgreSQL database tessera on 127.0.0.1:5432'],
    ['mysql', 3306, 'root', 'MariaDB/MySQL database tessera on 127.0.0.1:3306'],
  ] as const)(
    '%s: database tessera on 127.0.0.1 at its usual port, as its admin user, without a password',
    async (client, port, user, words) => {
      const config = loadConfig({ envFile: null, env: { DB_CLIENT: client } });
      // Knex connects on the first query only: nothing is asked of the database here.
      const db = createConnection(config);
      try {
        const connection = (db.client as { config: { connection: Record<string, unknown> } }).config.connection;
        expect(connection).toMatchObject({ host: '127.0.0.1', port, user, database: 'tessera' });
        expect(connection.password).toBeUndefined();
        expect(dialectFor(client).describeLocation(config)).toBe(words);
      } finally {
        await db.destroy();
      }
    },
  );
});
