import type { PermissionAction, PermissionRule } from '../lib/permissions/types.js';
import type { CurrentUser } from '../lib/schema/system-types.js';
import { currentUserFixture } from './system-fixtures.js';

/** A rule as `/permissions/me` lists it; every field unless named. */
export function permissionRule(
  collection: string,
  action: PermissionAction,
  fields: string[] = ['*'],
  extra: Partial<PermissionRule> = {},
): PermissionRule {
  return { id: null, role: null, collection, action, permissions: null, validation: null, presets: null, fields, ...extra };
}

/** A signed-in editor whose role has app access but is not an admin (so their rules count). */
export const EDITOR: CurrentUser = currentUserFixture({
  id: 'editor-1',
  email: 'editor@example.com',
  first_name: 'Eddie',
  role: { id: 'editors', name: 'Editors', app_access: true, admin_access: false },
});
