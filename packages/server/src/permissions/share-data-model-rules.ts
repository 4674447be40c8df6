import type { SchemaOverview } from '../schema/schema-overview.js';
import type { ResolvedRule } from './access.js';
import { compileRules } from './compile-rules.js';
import type { PermissionAction, PermissionRow } from './permission-row.js';

const DATA_MODEL = ['directus_collections', 'directus_fields', 'directus_relations'] as const;

const readAll = (collection: string): PermissionRow => ({
  id: null,
  role: null,
  collection,
  action: 'read',
  permissions: null,
  validation: null,
  presets: null,
  fields: ['*'],
});

/**
 * A share session reads the data model as the reference's shares do (their "schema permissions"), so
 * the share page can label and display the shared item's fields. The data-model routes still describe
 * only the collections and fields the share may read (services/collections/data-model-access.ts).
 */
export function shareDataModelRule(collection: string, action: PermissionAction, schema: SchemaOverview): ResolvedRule | null {
  if (action !== 'read' || !(DATA_MODEL as readonly string[]).includes(collection)) return null;
  return (
    compileRules([readAll(collection)], schema)
      .rules.get(collection)
      ?.get('read') ?? null
  );
}
