import { SYSTEM_TABLES } from '../system-tables.js';
import { applyTableSpecs } from './apply-table-spec.js';
import type { Migration } from './migration.js';

/**
 * `directus_webhooks.was_active_before_deprecation` and `.migrated_flow`: the columns Directus 10.11
 * added when it turned webhooks into flows. The reference declares `migrated_flow` as a system
 * relation to `directus_flows`, and its snapshots and tools expect both columns.
 */
export const addWebhookMigrationColumns: Migration = {
  version: 'tessera-0005',
  name: 'Add directus_webhooks.was_active_before_deprecation and migrated_flow',
  up: async (db) => {
    await applyTableSpecs(
      db,
      SYSTEM_TABLES.filter((table) => table.name === 'directus_webhooks'),
    );
  },
};
