import type { Access, ResolvedRule } from '../../../permissions/access.js';
import type { PermissionAction } from '../../../permissions/permission-row.js';
import type { CollectionOverview, FieldOverview } from '../../../schema/schema-overview.js';
import type { CollectionActions } from './collection-paths.js';

/** What the document says about one collection for one caller. */
export interface DocumentedAccess {
  actions: CollectionActions;
  /** May be read at the root (a share reads other collections only through its item). */
  atRoot: boolean;
  /** The fields its item schema lists: those the caller may read, else those it may write. */
  fields: FieldOverview[];
}

const ACTIONS: readonly PermissionAction[] = ['read', 'create', 'update', 'delete'];

/**
 * The caller's access to `overview`, from the same resolved rules every request is checked with
 * (admins: everything). Null when the caller may do nothing with it.
 */
export function collectionAccess(access: Access, overview: CollectionOverview): DocumentedAccess | null {
  const all = Object.values(overview.fields);
  if (access.isAdmin) return { actions: { read: true, create: true, update: true, delete: true }, atRoot: true, fields: all };
  const rules = new Map<PermissionAction, ResolvedRule>();
  for (const action of ACTIONS) {
    const rule = access.rule(overview.collection, action);
    if (rule) rules.set(action, rule);
  }
  if (rules.size === 0) return null;
  const read = rules.get('read');
  const shown = read ? [read] : [...rules.values()];
  return {
    actions: { read: !!read, create: rules.has('create'), update: rules.has('update'), delete: rules.has('delete') },
    atRoot: access.canReadAtRoot(overview.collection),
    fields: all.filter((field) => shown.some((rule) => allows(rule, field.field))),
  };
}

function allows(rule: ResolvedRule, field: string): boolean {
  return rule.allFields || rule.fieldSet.has('*') || rule.fieldSet.has(field);
}
