import { forbiddenOrMissing } from '../../errors/error-helpers.js';
import type { Access } from '../../permissions/access.js';
import type { Filter } from '../../query/query.js';
import type { SchemaOverview } from '../../schema/schema-overview.js';
import type { OperationContext } from '../items/operation-context.js';
import { readItems } from '../items/read-items.js';
import { hiddenFieldsOnItem } from './hidden-fields-on-item.js';
import { itemRuleResolver } from './item-rule-resolver.js';

export interface ItemPermissions {
  update: { access: boolean; presets?: Record<string, unknown> | null; fields?: string[] };
  delete: { access: boolean };
  share: { access: boolean };
}

/**
 * `GET /permissions/me/:collection/:pk?`: what the caller may do with one item (or a collection's
 * items when no key is given), as the reference's app asks before showing its buttons. An action is
 * allowed when the caller has its rule and, with a key, the item is inside that rule. For a
 * singleton without its row yet, "update" means create.
 */
export async function readItemPermissions(
  base: Pick<OperationContext, 'db' | 'schema' | 'accountability' | 'config' | 'writes'>,
  access: Access,
  collection: string,
  key?: string,
): Promise<ItemPermissions> {
  const overview = base.schema.collections[collection];
  if (!overview?.hasTable) throw forbiddenOrMissing();
  if (access.isAdmin) return { update: { access: true }, delete: { access: true }, share: { access: true } };
  const updateAction = overview.singleton && !(await singletonExists(base, collection)) ? 'create' : 'update';
  const allowed = async (action: 'create' | 'update' | 'delete' | 'share') => {
    if (!access.rule(collection, action)) return false;
    if (key === undefined || action === 'create') return true;
    return isInsideRule({ ...base, permissions: itemRuleResolver(access, collection, action) }, base.schema, collection, key);
  };
  const update = access.rule(collection, updateAction);
  const canUpdate = await allowed(updateAction);
  let fields = update ? (update.allFields ? ['*'] : [...update.fields]) : [];
  // Of one item, only the fields a row admitting it allows (overlapping rows with different fields).
  if (update?.partial && key !== undefined && canUpdate && updateAction === 'update') {
    const hidden = await hiddenFieldsOnItem({ ...base, permissions: access }, overview, key, 'update');
    if (hidden.size > 0) fields = update.fields.filter((field) => !hidden.has(field));
  }
  return {
    update: { access: canUpdate, presets: update && Object.keys(update.presets).length > 0 ? update.presets : null, fields },
    delete: { access: await allowed('delete') },
    share: { access: await allowed('share') },
  };
}

async function isInsideRule(op: OperationContext, schema: SchemaOverview, collection: string, key: string): Promise<boolean> {
  const primary = schema.collections[collection]!.primary;
  try {
    const { data } = await readItems(op, collection, { fields: [primary], filter: { [primary]: { _eq: key } } as Filter, limit: 1 });
    return data.length > 0;
  } catch (error) {
    // A key that cannot be one (not a number, not a UUID) names no item.
    if ((error as { code?: string }).code === 'FORBIDDEN' || (error as { code?: string }).code === 'INVALID_QUERY') return false;
    throw error;
  }
}

async function singletonExists(
  op: Pick<OperationContext, 'db' | 'schema' | 'accountability' | 'config' | 'writes'>,
  collection: string,
): Promise<boolean> {
  const { data } = await readItems(op, collection, { fields: [op.schema.collections[collection]!.primary], limit: 1 });
  return data.length > 0;
}
