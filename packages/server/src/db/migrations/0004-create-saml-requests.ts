import type { Migration } from './migration.js';

/**
 * `tessera_saml_requests`: the SAML AuthnRequests this server sent and not yet answered, with the
 * `?redirect=` each sign-in was started with. A response is accepted only for a request listed here,
 * and deleting the row is what spends it: of two posts of one response (a replay, on any instance),
 * only one delete finds the row. Tessera's own table, not a Directus one.
 */
export const createSamlRequests: Migration = {
  version: 'tessera-0004',
  name: 'Create tessera_saml_requests',
  up: async (db) => {
    if (await db.schema.hasTable('tessera_saml_requests')) return;
    await db.schema.createTable('tessera_saml_requests', (table) => {
      table.string('id', 128).notNullable().primary();
      table.string('provider', 64).notNullable();
      table.text('redirect').nullable();
      table.bigInteger('expires').notNullable().index();
    });
  },
};
