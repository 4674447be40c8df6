import type { AppContext } from '../../app-context.js';
import type { Access } from '../../permissions/access.js';
import type { Accountability } from '../../permissions/accountability.js';
import type { OperationContext } from '../items/operation-context.js';
import type { PrimaryKey } from '../items/primary-key.js';
import type { BatchChange } from './batch-changes.js';

/**
 * How a system collection is written, whichever door the write comes through (REST's standard CRUD
 * routes, GraphQL, an extension's services): who may write, what is checked, which operations
 * replace the plain item ones and what follows a committed write.
 */
export interface SystemWriteRules {
  /** URL prefix of its REST routes: `/permissions`. */
  path: string;
  /** The system collection: `directus_permissions`. */
  collection: string;
  /** Writes need an admin, whatever rules say. */
  adminWrites?: boolean;
  /** Creates the items instead of the plain item operation (e.g. with checks of its own); answers their keys. */
  create?: (op: OperationContext, access: Access, payloads: unknown[]) => Promise<PrimaryKey[]>;
  /**
   * Applies changes instead of the plain item operations (e.g. with rules of their own); answers
   * the changed keys. `single`: one item, a missing one FORBIDDEN.
   */
  update?: (op: OperationContext, changes: BatchChange[], options: { single?: boolean }) => Promise<PrimaryKey[]>;
  /** Deletes the items instead of the plain item operation (e.g. clearing links that would block the delete first). */
  delete?: (op: OperationContext, keys: readonly unknown[], options: { single?: boolean }) => Promise<PrimaryKey[]>;
  /** Checks each submitted item (400 for a malformed one, 403 for one the caller may not write) before anything is written. */
  checkPayload?: (payload: unknown, action: 'create' | 'update', accountability: Accountability) => void;
  /** After any committed write (e.g. to drop caches the rows feed); the answer waits for it. */
  afterWrite?: () => void | Promise<void>;
  /** REST routes the collection serves itself (`/files` takes uploads on `POST /` and `PATCH /:pk`). */
  ownRoutes?: ReadonlyArray<'POST /' | 'PATCH /:pk'>;
}

const registries = new WeakMap<AppContext, Map<string, SystemWriteRules>>();

/** Remembers how the app writes `rules.collection`, for every way in. */
export function registerSystemWrites(ctx: AppContext, rules: SystemWriteRules): void {
  let registry = registries.get(ctx);
  if (!registry) registries.set(ctx, (registry = new Map()));
  registry.set(rules.collection, rules);
}

/** The write rules registered for `collection` on this app, if any. */
export function systemWritesOf(ctx: AppContext, collection: string): SystemWriteRules | undefined {
  return registries.get(ctx)?.get(collection);
}
