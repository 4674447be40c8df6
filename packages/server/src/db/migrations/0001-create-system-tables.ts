import { SYSTEM_TABLES } from '../system-tables.js';
import { applyTableSpecs } from './apply-table-spec.js';
import type { Migration } from './migration.js';

export const createSystemTables: Migration = {
  version: 'tessera-0001',
  name: 'Create system tables',
  up: (db) => applyTableSpecs(db, SYSTEM_TABLES),
};
