import type { Migration } from './migration.js';

/**
 * `directus_collections.trash`: Tessera's "keep deleted items restorable" option (not in Directus).
 * A Directus database gets the column here; Directus itself ignores a column it does not know, and
 * clients only see one more key in `meta`. Kept out of SYSTEM_TABLES, which mirrors Directus 10.
 */
export const addCollectionTrash: Migration = {
  version: 'tessera-0003',
  name: 'Add directus_collections.trash',
  up: async (db) => {
    if (await db.schema.hasColumn('directus_collections', 'trash')) return;
    await db.schema.alterTable('directus_collections', (table) => {
      table.boolean('trash').notNullable().defaultTo(false);
    });
  },
};
