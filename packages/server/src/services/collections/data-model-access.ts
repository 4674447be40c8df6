import type { Knex } from 'knex';
import { forbiddenOrMissing } from '../../errors/error-helpers.js';
import type { Accountability } from '../../permissions/accountability.js';
import { resolveAccess } from '../../permissions/resolve-access.js';
import type { RulesCache } from '../../permissions/rules-cache.js';
import type { SchemaOverview } from '../../schema/schema-overview.js';

/** What of the data model one request may see. */
export interface DataModelReader {
  canReadCollection(collection: string): boolean;
  canReadField(collection: string, field: string): boolean;
}

export interface DataModelAccessDeps {
  db: Knex;
  rules: RulesCache;
}

/**
 * Reading /collections, /fields or /relations needs a read rule on directus_collections,
 * directus_fields or directus_relations (every signed-in user has one by default, spec section 6;
 * the public role has none, so it gets FORBIDDEN). Like the reference, a user then sees only the
 * collections and fields their role may read; admins see everything.
 */
export async function dataModelAccess(
  deps: DataModelAccessDeps,
  schema: SchemaOverview,
  accountability: Accountability,
  described: 'directus_collections' | 'directus_fields' | 'directus_relations',
): Promise<DataModelReader> {
  if (accountability.admin) return { canReadCollection: () => true, canReadField: () => true };
  const access = await resolveAccess({ db: deps.db, schema, rules: deps.rules }, accountability);
  if (!access.rule(described, 'read')) throw forbiddenOrMissing();
  const readable = (collection: string) => {
    // Folders hold no items: anyone who may read the data model sees how it is grouped.
    if (schema.collections[collection]?.hasTable === false) return true;
    return access.rule(collection, 'read') !== null;
  };
  return {
    canReadCollection: readable,
    canReadField(collection, field) {
      if (schema.collections[collection]?.hasTable === false) return true;
      const rule = access.rule(collection, 'read');
      return rule !== null && (rule.allFields || rule.fieldSet.has(field));
    },
  };
}

/** Changing the data model is for admins only, as in the reference. */
export function assertCanChangeDataModel(accountability: Accountability): void {
  if (!accountability.admin) throw forbiddenOrMissing();
}
