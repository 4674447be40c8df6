import type { Accountability } from './accountability.js';
import type { PartialFields } from './partial-fields.js';
import type { Filter, PermissionAction } from './permission-row.js';

/** One collection + action's rule for this request: dynamic variables already resolved. */
export interface ResolvedRule {
  collection: string;
  action: PermissionAction;
  /** Which items the action applies to; null = every item. */
  filter: Filter | null;
  allFields: boolean;
  /** The allowed fields that exist, in schema order. */
  fields: readonly string[];
  fieldSet: ReadonlySet<string>;
  /** Fields allowed only on the items some of the merged rows admit (their item rules resolved); null = none. */
  partial: PartialFields | null;
  validation: Filter | null;
  presets: Record<string, unknown>;
}

/** What one request may do. Built once per request; every check reads it synchronously. */
export interface Access {
  readonly accountability: Accountability;
  /** Admins bypass every rule: operations skip the checks entirely. */
  readonly isAdmin: boolean;
  /**
   * Identifies the rule set's shape (not its resolved values): queries compiled for one key fit every
   * request with the same key. Empty for admins.
   */
  readonly key: string;
  /** The rule of `action` on `collection`; null = refused. */
  rule(collection: string, action: PermissionAction): ResolvedRule | null;
  /**
   * Whether `collection` may be read at the root of a query (not only as a relation of another
   * item). False only for a share session on collections other than the shared one.
   */
  canReadAtRoot(collection: string): boolean;
  /** Every rule of the caller, resolved (for `GET /permissions/me`); empty for admins. */
  list(): ResolvedRule[];
}
