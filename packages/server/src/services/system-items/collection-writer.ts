import type { AppContext } from '../../app-context.js';
import { forbiddenOrMissing } from '../../errors/error-helpers.js';
import type { Access } from '../../permissions/access.js';
import { createItems } from '../items/create-items.js';
import { deleteItems } from '../items/delete-items.js';
import type { OperationContext } from '../items/operation-context.js';
import type { PrimaryKey } from '../items/primary-key.js';
import { updateBatch, updateItems } from '../items/update-items.js';
import { batchChanges } from './batch-changes.js';
import { systemWritesOf } from './system-write-registry.js';

/** How one collection is written, as its REST routes write it. */
export interface CollectionWriter {
  /** Which mutations exist: REST routes of its own (uploads on `POST /files`) are not offered here. */
  canCreate: boolean;
  canUpdateOne: boolean;
  create(op: OperationContext, access: Access, payloads: unknown[]): Promise<PrimaryKey[]>;
  /** The same change to every key; `single`: one item, a missing one FORBIDDEN, as `PATCH /:pk`. */
  update(op: OperationContext, access: Access, keys: unknown[], data: unknown, single: boolean): Promise<PrimaryKey[]>;
  /** Items carrying their own keys, all or nothing, as a `PATCH /` array. */
  updateBatch(op: OperationContext, access: Access, items: unknown[]): Promise<PrimaryKey[]>;
  remove(op: OperationContext, access: Access, keys: unknown[], single: boolean): Promise<PrimaryKey[]>;
}

/** `/items/:collection`: the plain item operations. */
export function itemsWriter(collection: string): CollectionWriter {
  return {
    canCreate: true,
    canUpdateOne: true,
    create: (op, _access, payloads) => createItems(op, collection, payloads),
    update: (op, _access, keys, data, single) => updateItems(op, collection, keys, data, single ? { single } : {}),
    updateBatch: (op, _access, items) => updateBatch(op, collection, items),
    remove: (op, _access, keys, single) => deleteItems(op, collection, keys, { single }),
  };
}

/**
 * A system collection written exactly as its standard CRUD routes write it (see system-write-registry.ts):
 * their admin-only rule, payload checks, own create/update/delete operations (users' password
 * rules, the last admin's guard, …) and what follows a write (rules recompiled, flows reloaded,
 * tokens dropped). Null for a collection without such routes: it gets no mutations.
 */
export function systemWriter(ctx: AppContext, collection: string): CollectionWriter | null {
  const options = systemWritesOf(ctx, collection);
  if (!options) return null;
  const own = new Set(options.ownRoutes ?? []);
  const guard = (access: Access) => {
    if (options.adminWrites && !access.accountability.admin) throw forbiddenOrMissing();
  };
  const checked = (access: Access, action: 'create' | 'update', payloads: readonly unknown[]) => {
    guard(access);
    for (const payload of payloads) options.checkPayload?.(payload, action, access.accountability);
  };
  const written = async (work: Promise<PrimaryKey[]>) => {
    const keys = await work;
    await options.afterWrite?.();
    return keys;
  };
  return {
    canCreate: !own.has('POST /'),
    canUpdateOne: !own.has('PATCH /:pk'),
    create: (op, access, payloads) => {
      checked(access, 'create', payloads);
      return written(options.create ? options.create(op, access, payloads) : createItems(op, collection, payloads));
    },
    update: (op, access, keys, data, single) => {
      checked(access, 'update', [data]);
      const change = { keys, data };
      if (options.update) return written(options.update(op, [change], single ? { single } : {}));
      return written(updateItems(op, collection, keys, data, single ? { single } : {}));
    },
    updateBatch: async (op, access, items) => {
      checked(access, 'update', items);
      if (!options.update) return written(updateBatch(op, collection, items));
      return written(options.update(op, await batchChanges(op, collection, items, () => ({})), {}));
    },
    remove: (op, access, keys, single) => {
      guard(access);
      return written(options.delete ? options.delete(op, keys, single ? { single } : {}) : deleteItems(op, collection, keys, { single }));
    },
  };
}
