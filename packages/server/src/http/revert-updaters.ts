import type { AppContext } from '../app-context.js';
import { forbiddenOrMissing } from '../errors/error-helpers.js';
import { withoutStoragePointers } from '../services/files/file-row-fields.js';
import type { OperationContext } from '../services/items/operation-context.js';
import type { PrimaryKey } from '../services/items/primary-key.js';
import { updateItems } from '../services/items/update-items.js';
import { updateRoles } from '../services/roles/write-roles.js';
import { checkSettingsPayload } from '../services/settings/check-settings-payload.js';
import { updateUsers } from '../services/users/update-users.js';
import { UNSETTABLE_USER_FIELDS } from '../services/users/user-fields.js';
import { systemWritesOf } from '../services/system-items/system-write-registry.js';

export type RevertUpdater = (op: OperationContext, keys: PrimaryKey[], data: Record<string, unknown>) => Promise<unknown>;

/**
 * How `POST /utils/revert/:revision` writes a collection back: through the collection's own write
 * path, so its rules run as they do for its routes (the last-admin guard of users and roles, a
 * flow's graph check and reload, a setting's checks, the rule caches dropped). Undefined: the
 * plain item operations.
 */
export function revertUpdaterOf(ctx: AppContext, collection: string): RevertUpdater | undefined {
  switch (collection) {
    case 'directus_users':
      return (op, keys, data) => {
        // A user's revision holds fields only the server sets: reverting leaves them as they are.
        const changes = Object.fromEntries(Object.entries(data).filter(([field]) => !UNSETTABLE_USER_FIELDS.includes(field as never)));
        return updateUsers({ ...op, auth: ctx.auth }, [{ keys, data: changes }], { single: true });
      };
    case 'directus_files':
      // A file's revision holds where its bytes were: reverting restores the metadata, not the pointers.
      return (op, keys, data) => updateItems(op, 'directus_files', keys, withoutStoragePointers(data), {});
    case 'directus_roles':
      return (op, keys, data) =>
        updateRoles({ ...op, auth: ctx.auth, invalidateRules: () => ctx.permissions.invalidate() }, [{ keys, data }], { single: true });
    case 'directus_settings':
      return (op, keys, data) => updateItems(op, 'directus_settings', keys, checkSettingsPayload(data), { single: true });
    default:
      return standardCrudUpdater(ctx, collection);
  }
}

/** A system collection served by the standard CRUD routes: the checks, write and after-write step its `PATCH /:pk` runs. */
function standardCrudUpdater(ctx: AppContext, collection: string): RevertUpdater | undefined {
  const options = systemWritesOf(ctx, collection);
  if (!options) return undefined;
  return async (op, keys, data) => {
    const accountability = op.accountability;
    if (!accountability || (options.adminWrites && !accountability.admin)) throw forbiddenOrMissing();
    options.checkPayload?.(data, 'update', accountability);
    if (options.update) await options.update(op, [{ keys, data }], { single: true });
    else await updateItems(op, collection, keys, data, { single: true });
    await options.afterWrite?.();
  };
}
