import { useOptionalPermissions } from '../../lib/permissions/permissions-context.js';

/** What the signed-in user may do in the files library (`/permissions/me` on `directus_files`). */
export function useFileAccess(): { canUpload: boolean; canBrowse: boolean } {
  const permissions = useOptionalPermissions();
  if (!permissions) return { canUpload: true, canBrowse: true };
  return { canUpload: permissions.can('directus_files', 'create'), canBrowse: permissions.can('directus_files', 'read') };
}
