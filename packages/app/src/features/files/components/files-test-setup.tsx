import userEvent from '@testing-library/user-event';
import { ADMIN_PERMISSIONS, permissionsFromRules } from '../../../lib/permissions/permissions.js';
import type { Permissions } from '../../../lib/permissions/permissions.js';
import { PermissionsProvider } from '../../../lib/permissions/permissions-context.js';
import type { PermissionRule } from '../../../lib/permissions/types.js';
import type { Item } from '../../../lib/schema/types.js';
import { signedInFakeClient } from '../../../testing/fake-client.js';
import { renderRoutes } from '../../../testing/render.js';
import { FilesModule } from './files-module.js';

export const FOLDERS = [
  { id: 'brand', name: 'Brand', parent: null },
  { id: 'logos', name: 'Logos', parent: 'brand' },
  { id: 'empty', name: 'Empty', parent: null },
];

export function fileFixture(id: string, parts: Partial<Item> = {}): Item {
  return {
    id,
    storage: 'local',
    filename_disk: `${id}.png`,
    filename_download: `${id}.png`,
    title: id,
    type: 'image/png',
    folder: null,
    uploaded_by: 'user-1',
    uploaded_on: '2026-01-01T10:00:00.000Z',
    modified_by: null,
    modified_on: '2026-01-01T10:00:00.000Z',
    filesize: 2048,
    width: 400,
    height: 200,
    description: null,
    location: null,
    tags: null,
    focal_point_x: null,
    focal_point_y: null,
    ...parts,
  };
}

export const FILES = [
  fileFixture('sunset', { title: 'Sunset', uploaded_on: '2026-01-03T10:00:00.000Z' }),
  fileFixture('report', { title: 'Report', type: 'application/pdf', filesize: 3_400_000, folder: 'brand' }),
  fileFixture('logo', { title: 'Logo', folder: 'logos', uploaded_on: '2026-01-02T10:00:00.000Z' }),
];

/** The files module at `path`, over a fake API holding the fixtures, with the given permissions. */
export async function renderFiles(path: string, permissions: Permissions | PermissionRule[] = ADMIN_PERMISSIONS, files: Item[] = FILES) {
  const client = await signedInFakeClient({
    items: { directus_folders: structuredClone(FOLDERS), directus_files: structuredClone(files) },
  });
  const resolved = Array.isArray(permissions) ? permissionsFromRules(permissions) : permissions;
  const user = userEvent.setup({ delay: null });
  const view = renderRoutes(
    [
      {
        path: '/files/*',
        element: (
          <PermissionsProvider permissions={resolved}>
            <FilesModule />
          </PermissionsProvider>
        ),
      },
    ],
    client,
    path,
  );
  return { client, user, ...view };
}
