import { createContext, use } from 'react';
import type { ReactNode } from 'react';
import type { Permissions } from './permissions.js';

const PermissionsContext = createContext<Permissions | null>(null);

export function PermissionsProvider({ permissions, children }: { permissions: Permissions; children: ReactNode }) {
  return <PermissionsContext value={permissions}>{children}</PermissionsContext>;
}

/**
 * What the signed-in user may do: `can(collection, action)`, `fieldsAllowed(collection, action)`
 * and friends. The shell provides it once `/permissions/me` has answered (admins at once).
 */
export function usePermissions(): Permissions {
  const permissions = use(PermissionsContext);
  if (!permissions) throw new Error('usePermissions() needs a <PermissionsProvider> above it.');
  return permissions;
}

/**
 * The permissions when a provider is above, else null: for pieces that also render outside the
 * signed-in shell (the item form in isolation), which then leave the server to refuse.
 */
export function useOptionalPermissions(): Permissions | null {
  return use(PermissionsContext);
}
