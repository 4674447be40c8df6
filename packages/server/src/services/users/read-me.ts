import { forbidden, invalidCredentials } from '../../errors/error-helpers.js';
import type { Access } from '../../permissions/access.js';
import type { Accountability } from '../../permissions/accountability.js';
import { resolveAccess } from '../../permissions/resolve-access.js';
import type { PlainQuery } from './plain-query.js';
import { readUser } from './read-users.js';
import type { UsersContext } from './users-context.js';

const LINKED_COLLECTIONS: Record<string, string> = { role: 'directus_roles', avatar: 'directus_files' };

/**
 * `GET /users/me`: the signed-in user, limited to the fields their rules let them read (by default
 * the self-readable fields of spec section 6). No read rule at all → `{id}`; a share → its role stub.
 */
export async function readMe(ctx: UsersContext, accountability: Accountability, query: PlainQuery): Promise<Record<string, unknown>> {
  if (!accountability.user) {
    if (accountability.share) return { share: accountability.share, role: { id: accountability.role, admin_access: false, app_access: false } };
    throw invalidCredentials();
  }
  if (accountability.admin) return readUser(ctx, query, accountability.user);
  const access = await resolveAccess({ db: ctx.db, schema: await ctx.schema.get(), rules: ctx.permissions }, accountability);
  if (!access.rule('directus_users', 'read')) return { id: accountability.user };
  return readUser(ctx, { ...query, fields: permittedFields(access, query.fields) }, accountability.user);
}

/** The requested fields, `*` expanded to the permitted ones; asking for any other field is FORBIDDEN. */
function permittedFields(access: Access, requested: readonly string[]): string[] {
  const out: string[] = [];
  for (const field of requested) {
    const [head = '', ...rest] = field.split('.');
    const collection = rest.length > 0 ? LINKED_COLLECTIONS[head] : 'directus_users';
    if (rest.length > 0 && !allows(access, 'directus_users', head)) throw forbidden();
    const rule = collection ? access.rule(collection, 'read') : null;
    if (!rule) throw forbidden();
    const name = rest.length > 0 ? rest.join('.') : head;
    const prefix = rest.length > 0 ? `${head}.` : '';
    if (name === '*') out.push(...(rule.allFields ? ['*'] : rule.fields).map((item) => `${prefix}${item}`));
    else if (rule.allFields || rule.fieldSet.has(name)) out.push(field);
    else throw forbidden();
  }
  return out;
}

function allows(access: Access, collection: string, field: string): boolean {
  const rule = access.rule(collection, 'read');
  return rule !== null && (rule.allFields || rule.fieldSet.has(field));
}
