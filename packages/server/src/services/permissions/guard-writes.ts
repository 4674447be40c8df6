import { forbiddenOrMissing } from '../../errors/error-helpers.js';
import { validateFieldRules } from '../../permissions/validation/validate-field-rules.js';
import { validateWrite } from '../../permissions/validation/validate-write.js';
import { writableItemsFilter } from '../../permissions/writable-items-filter.js';
import type { Filter } from '../../query/query.js';
import type { CollectionOverview } from '../../schema/schema-overview.js';
import type { AccessRule, PermissionResolver } from '../../query/access-rule.js';
import type { OperationContext } from '../items/operation-context.js';
import type { PrimaryKey } from '../items/primary-key.js';
import { readItems } from '../items/read-items.js';

/**
 * A create or update payload as the caller's rules allow it: only allowed fields (else FORBIDDEN),
 * presets merged under it, validation and NOT NULL checks (FAILED_VALIDATION per field). Without
 * permissions (admins, the server itself) the payload is written as given. The fields' own
 * validation rules then apply to every caller, admins included, as in the reference; only the
 * server's own writes (no accountability) skip them.
 */
export function guardPayload(
  ctx: OperationContext,
  collection: CollectionOverview,
  action: 'create' | 'update',
  payload: Record<string, unknown>,
): Record<string, unknown> {
  const guarded = ctx.permissions
    ? validateWrite({ rule: ctx.permissions.rule(collection.collection, action), action, collection, payload })
    : payload;
  if (ctx.accountability) validateFieldRules(collection, guarded);
  return guarded;
}

/**
 * Before an update or delete of existing items: each must be inside the action's item rule, or
 * nothing is written and the answer is FORBIDDEN (as the reference's checkAccess does). An update
 * of `fields` the rule allows only on the items some of its rows admit must also be inside those
 * rows' item rules for each such field: a field is writable on an item only if a row admitting the
 * item allows it.
 */
export async function checkWritableKeys(
  ctx: OperationContext,
  collection: CollectionOverview,
  action: 'update' | 'delete',
  keys: readonly PrimaryKey[],
  fields: readonly string[] = [],
): Promise<void> {
  if (!ctx.permissions) return;
  const rule = ctx.permissions.rule(collection.collection, action);
  if (!rule) throw forbiddenOrMissing();
  const perField = writableItemsFilter(rule.partial, fields);
  if ((!rule.filter && !perField) || keys.length === 0) return;
  const primary = collection.primary;
  const check = { ...ctx, permissions: itemRuleCheck(ctx.permissions, collection.collection, action, perField) };
  const { data } = await readItems(check, collection.collection, {
    fields: [primary],
    filter: { [primary]: { _in: [...keys] } } as Filter,
    limit: -1,
  });
  const permitted = new Set(data.map((item) => String(item[primary])));
  if (keys.some((key) => !permitted.has(String(key)))) throw forbiddenOrMissing();
}

/**
 * The context an update or delete by query selects its items with: the query is checked like a
 * read (hidden fields refused), and only items the caller may both read and change are selected.
 */
export function writeSelection(ctx: OperationContext, collection: string, action: 'update' | 'delete'): OperationContext {
  const base = ctx.permissions;
  if (!base) return ctx;
  const permissions: PermissionResolver = {
    key: `${base.key}|${action}-selection:${collection}`,
    rule(name, requested) {
      const read = base.rule(name, requested);
      if (name !== collection) return read;
      const write = base.rule(name, action);
      if (!read || !write) return null;
      return { ...read, filter: both(read.filter, write.filter) };
    },
  };
  return { ...ctx, permissions };
}

/**
 * A resolver that reads `collection` with the action's item rule (and the per-field condition of
 * the written fields) and every field: a check, not an answer.
 */
export function itemRuleCheck(
  base: PermissionResolver,
  collection: string,
  action: 'read' | 'update' | 'delete',
  perField: ReturnType<typeof writableItemsFilter>,
): PermissionResolver {
  return {
    // The per-field condition changes the SQL with the set of rows it names: part of the key.
    key: `${base.key}|${action}-check:${collection}${perField ? `|rows:${perField.shape}` : ''}`,
    rule(name, requested): AccessRule | null {
      if (name !== collection) return base.rule(name, requested);
      const rule = base.rule(name, action);
      return rule && { filter: both(rule.filter, perField?.filter ?? null), fields: ['*'], allFields: true };
    },
  };
}

function both(a: AccessRule['filter'], b: AccessRule['filter']): AccessRule['filter'] {
  if (!a) return b;
  if (!b) return a;
  return { _and: [a, b] } as Filter;
}
