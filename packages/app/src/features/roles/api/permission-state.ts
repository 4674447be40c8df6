import type { PermissionAction, PermissionRow } from '../../../lib/access/types.js';

/** What a cell of the permissions matrix shows: no rule, an unrestricted rule, or a rule with limits. */
export type PermissionLevel = 'none' | 'all' | 'custom';

const isEmpty = (value: Record<string, unknown> | null | undefined) => !value || Object.keys(value).length === 0;

/** `all` when the rule has no item filter, no validation, no presets and every field; else `custom`. */
export function permissionLevel(row: PermissionRow | undefined): PermissionLevel {
  if (!row) return 'none';
  const allFields = row.fields?.length === 1 && row.fields[0] === '*';
  return allFields && isEmpty(row.permissions) && isEmpty(row.validation) && isEmpty(row.presets) ? 'all' : 'custom';
}

/** The rule of one collection and action among a role's rules. */
export function findRule(rows: readonly PermissionRow[], collection: string, action: PermissionAction): PermissionRow | undefined {
  return rows.find((row) => row.collection === collection && row.action === action);
}

/** An unrestricted rule (the reference's "All access"). */
export const ALL_ACCESS = { fields: ['*'], permissions: {}, validation: {}, presets: null } satisfies Partial<PermissionRow>;
