import { usePermissions } from '../../../../lib/permissions/permissions-context.js';
import type { Collection, Field, PrimaryKey } from '../../../../lib/schema/types.js';
import { useItemPermissions } from '../../api/use-item-permissions.js';
import { FULL_WRITE_ACCESS, permittedFields } from './permitted-fields.js';
import type { WriteAccess } from './permitted-fields.js';

export interface ItemAccessInput {
  collection: Collection;
  fields: Field[];
  primaryKey: PrimaryKey | '+';
}

/**
 * What the user may do on the item page. A new item follows the collection's create rule; an
 * existing item or a singleton asks the API about that very item (its update rule may not
 * cover it). Admins may do everything and ask nothing.
 */
export function useItemAccess({ collection, fields, primaryKey }: ItemAccessInput) {
  const permissions = usePermissions();
  const name = collection.collection;
  const isSingleton = Boolean(collection.meta?.singleton);
  const isNew = primaryKey === '+' && !isSingleton;
  const asksApi = !permissions.isAdmin && !isNew;
  const answer = useItemPermissions(name, isSingleton || primaryKey === '+' ? null : primaryKey, asksApi);

  let write: WriteAccess = FULL_WRITE_ACCESS;
  if (isNew)
    write = {
      allowed: permissions.can(name, 'create'),
      fields: permissions.fieldsAllowed(name, 'create'),
      presets: permissions.presets(name, 'create'),
    };
  else if (asksApi) {
    const update = answer.data?.update;
    write = { allowed: update?.access ?? false, fields: update?.fields ?? [], presets: update?.presets ?? {} };
  }

  return {
    isPending: asksApi && answer.isPending,
    error: asksApi ? answer.error : null,
    refetch: () => void answer.refetch(),
    /** The fields with what the user may not write read-only, and presets as defaults. */
    fields: permissions.isAdmin ? fields : permittedFields(fields, write),
    /** Nothing to save when no field may be written. */
    canSave: write.allowed && write.fields.length > 0,
    canDelete: permissions.isAdmin || (!isNew && (answer.data?.delete.access ?? false)),
    /** "Save and create new" and "Save as copy" create an item. */
    canCreate: permissions.can(name, 'create'),
  };
}
