import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCESS_KEYS } from '../../../lib/access/access-query-keys.js';
import type { PermissionAction, PermissionRow } from '../../../lib/access/types.js';
import { useClient } from '../../../lib/client-context.js';
import { ALL_ACCESS, findRule } from './permission-state.js';
import { isSystemCollection, recommendedRulesFor } from './system-permission-sets.js';
import type { PermissionLevel } from './permission-state.js';

/** Every rule of a role (`null`: the public role). */
export function useRolePermissions(role: string | null) {
  const client = useClient();
  return useQuery({ queryKey: ACCESS_KEYS.permissions(role), queryFn: () => client.readRolePermissions(role) });
}

export interface LevelChange {
  collection: string;
  action: PermissionAction;
  level: PermissionLevel;
}

/**
 * Sets a cell of the matrix: `none` deletes the rule, `all` writes an unrestricted one, `custom`
 * keeps the rule so its limits can be edited. A cell without a rule writes nothing for `custom`:
 * the drawer creates the rule on Save, so cancelling it never leaves access behind.
 */
export function useSetPermissionLevel(role: string | null, rows: readonly PermissionRow[]) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ collection, action, level }: LevelChange): Promise<PermissionRow | null> => {
      const existing = findRule(rows, collection, action);
      if (level === 'none') {
        if (existing) await client.deletePermission(existing.id);
        return null;
      }
      if (level === 'all')
        return existing
          ? client.updatePermission(existing.id, ALL_ACCESS)
          : client.createPermission({ role, collection, action, ...ALL_ACCESS });
      return existing ?? null;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCESS_KEYS.permissions(role) }),
  });
}

/** Saves a custom rule's item filter, fields, validation and presets. */
export function useUpdatePermission(role: string | null) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: Partial<PermissionRow> }) => client.updatePermission(id, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCESS_KEYS.permissions(role) }),
  });
}

/** Creates the rule a custom drawer drafted for a cell that had none. */
export function useCreatePermission(role: string | null) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: Partial<PermissionRow>) => client.createPermission(row),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCESS_KEYS.permissions(role) }),
  });
}

/** The one-click sets of the system group: the app's minimum alone, or the recommended defaults on top. */
export type SystemPermissionSet = 'minimum' | 'recommended';

/**
 * Resets a role's rules on system collections, as the reference does: every one of them goes and,
 * for "Recommended defaults", the recommended set is written. The app's minimum needs no rows:
 * the server grants it to every signed-in user (spec section 6).
 */
export function useResetSystemPermissions(role: string, rows: readonly PermissionRow[]) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (set: SystemPermissionSet) => {
      await client.deletePermissions(rows.filter((row) => isSystemCollection(row.collection)).map((row) => row.id));
      if (set === 'recommended') await client.createPermissions(recommendedRulesFor(role));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACCESS_KEYS.permissions(role) }),
  });
}
