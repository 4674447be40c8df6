import type { Migration } from './migration.js';

/**
 * `tessera_otp_used`: the TOTP time steps already accepted per user. The composite primary key is
 * what makes a code single-use: of two sign-ins racing with the same code, only one insert wins.
 * Tessera's own table (not a Directus one): the schema loader never serves `tessera_*` tables.
 */
export const createOtpUsed: Migration = {
  version: 'tessera-0002',
  name: 'Create tessera_otp_used',
  up: async (db) => {
    if (await db.schema.hasTable('tessera_otp_used')) return;
    await db.schema.createTable('tessera_otp_used', (table) => {
      table.uuid('user').notNullable().references('id').inTable('directus_users').onDelete('CASCADE');
      table.integer('step').notNullable();
      table.primary(['user', 'step']);
    });
  },
};
