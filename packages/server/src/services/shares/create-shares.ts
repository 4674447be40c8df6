import { forbiddenOrMissing, invalidPayload } from '../../errors/error-helpers.js';
import type { Access } from '../../permissions/access.js';
import type { Filter } from '../../query/query.js';
import { isUuid } from '../../utils/is-uuid.js';
import { createItems } from '../items/create-items.js';
import type { OperationContext } from '../items/operation-context.js';
import type { PrimaryKey } from '../items/primary-key.js';
import { readItems } from '../items/read-items.js';
import { itemRuleResolver } from '../permissions/item-rule-resolver.js';

/** What a share's creator may set; the rest (`times_used`, `user_created`, dates of record) the server sets. */
const SETTABLE = new Set(['name', 'collection', 'item', 'role', 'password', 'date_start', 'date_end', 'max_uses']);

/**
 * `POST /shares`: shares of one item each. The caller needs the `share` rule of the item's
 * collection with the item inside it (admins need nothing); the share's role must exist and must not
 * have admin access (400 INVALID_PAYLOAD). The password is hashed by the field's `hash` special.
 */
export async function createShares(op: OperationContext, access: Access, payloads: unknown[]): Promise<PrimaryKey[]> {
  const shares: Record<string, unknown>[] = [];
  for (const payload of payloads) {
    const share = await checkShare(op, access, payload);
    shares.push({ ...share, item: String(share.item), times_used: 0, user_created: op.accountability?.user ?? null });
  }
  // The checks above are the share permission; the row itself is written by the server.
  const { permissions: _rules, events: _events, ...system } = op;
  return createItems(system, 'directus_shares', shares);
}

async function checkShare(op: OperationContext, access: Access, payload: unknown): Promise<Record<string, unknown>> {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) throw invalidPayload('Each share has to be an object');
  const share = payload as Record<string, unknown>;
  if (!access.isAdmin && Object.keys(share).some((key) => !SETTABLE.has(key))) throw forbiddenOrMissing();
  const { collection, item, role } = share;
  if (typeof collection !== 'string' || !op.schema.collections[collection]?.hasTable)
    throw invalidPayload('"collection" has to name a collection', { field: 'collection' });
  if (typeof item !== 'string' && typeof item !== 'number') throw invalidPayload('"item" is required', { field: 'item' });
  if (role !== undefined && role !== null) await checkRole(op, role);
  if (!access.isAdmin && !(await maySharedItem(op, access, collection, item))) throw forbiddenOrMissing();
  return share;
}

/** Spec section 6: shares can be assigned only to roles without admin access. */
async function checkRole(op: OperationContext, role: unknown): Promise<void> {
  const row = isUuid(role)
    ? ((await op.db('directus_roles').where('id', role).first('admin_access')) as { admin_access: unknown } | undefined)
    : undefined;
  if (!row) throw invalidPayload('"role" has to name a role', { field: 'role' });
  if (row.admin_access === true || row.admin_access === 1 || row.admin_access === '1')
    throw invalidPayload('A share cannot have a role with admin access', { field: 'role' });
}

async function maySharedItem(op: OperationContext, access: Access, collection: string, item: string | number): Promise<boolean> {
  if (!access.rule(collection, 'share')) return false;
  const primary = op.schema.collections[collection]!.primary;
  try {
    const check = { ...op, permissions: itemRuleResolver(access, collection, 'share') };
    const { data } = await readItems(check, collection, { fields: [primary], filter: { [primary]: { _eq: item } } as Filter, limit: 1 });
    return data.length > 0;
  } catch (error) {
    if ((error as { code?: string }).code === 'INVALID_QUERY') return false;
    throw error;
  }
}
