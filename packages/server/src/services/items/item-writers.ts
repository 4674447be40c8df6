import type { OperationContext } from './operation-context.js';
import type { PrimaryKey } from './primary-key.js';

export interface CreateOptions {
  /**
   * The payload is the stored copy of a deleted item being restored (services/trash): values it
   * gives for fields that specials fill on create (date-created, user-created, …) are kept.
   */
  restoring?: boolean;
}

export interface UpdateOptions {
  /** `PATCH /items/:c/:pk`: a missing item is FORBIDDEN instead of nothing to do. */
  single?: boolean;
  /**
   * The server stamping what it measured or who created a row the same transaction just created
   * (a file's size, a flow's creator): part of that create, so no activity or revision of its own,
   * as the reference's stamps through a service without accountability record none.
   */
  stamp?: boolean;
}

/**
 * The three writes a nested write may cause. Creating an item can update or create related ones
 * and updating one can create, update or delete others, so the operations recurse into each other;
 * nested writes receive them as this object (assembled once in write-operations.ts) instead of
 * importing them, which keeps that recursion out of the import graph.
 */
export interface ItemWriters {
  createItems(ctx: OperationContext, collection: string, payloads: readonly unknown[], options?: CreateOptions): Promise<PrimaryKey[]>;
  updateItems(
    ctx: OperationContext,
    collection: string,
    keys: readonly unknown[],
    data: unknown,
    options?: UpdateOptions,
  ): Promise<PrimaryKey[]>;
  deleteItems(ctx: OperationContext, collection: string, keys: readonly unknown[]): Promise<PrimaryKey[]>;
}
