import { usePermissions } from '../../../lib/permissions/permissions-context.js';

/** What the signed-in user may do in the files library (`/permissions/me`). */
export interface FilesAccess {
  canUpload: boolean;
  canEditFiles: boolean;
  canDeleteFiles: boolean;
  canCreateFolders: boolean;
  canEditFolders: boolean;
  canDeleteFolders: boolean;
  canReadUsers: boolean;
}

export function useFilesAccess(): FilesAccess {
  const permissions = usePermissions();
  return {
    canUpload: permissions.can('directus_files', 'create'),
    canEditFiles: permissions.can('directus_files', 'update'),
    canDeleteFiles: permissions.can('directus_files', 'delete'),
    canCreateFolders: permissions.can('directus_folders', 'create'),
    canEditFolders: permissions.can('directus_folders', 'update'),
    canDeleteFolders: permissions.can('directus_folders', 'delete'),
    canReadUsers: permissions.can('directus_users', 'read'),
  };
}
