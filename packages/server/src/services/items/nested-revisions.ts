import { linkRevisionParents, type RevisionFamily } from '../revisions/record-revisions.js';
import type { OperationContext } from './operation-context.js';
import type { PrimaryKey } from './primary-key.js';
import type { WriteTarget } from './write-rows.js';

/**
 * The revisions recorded by the nested writes of one item (its related items, at any depth below
 * only through their own revisions): `context` is the operation context to run them with.
 */
export class NestedRevisions {
  readonly context: OperationContext;
  private readonly recorded: PrimaryKey[] = [];

  constructor(ctx: OperationContext) {
    this.context = { ...ctx, onRevisions: (revisions) => this.recorded.push(...revisions) };
  }

  /** These revisions as children of `parent`; none when the item has no revision (they keep no parent, as in the reference). */
  familyOf(parent: PrimaryKey | null | undefined): RevisionFamily[] {
    return parent === null || parent === undefined || this.recorded.length === 0 ? [] : [{ parent, children: this.recorded }];
  }
}

/**
 * After a write recorded its own revisions: links the nested writes' revisions to their parents,
 * then reports the write's own revisions to the write that caused it, if any.
 */
export async function settleRevisions(
  target: WriteTarget,
  ctx: OperationContext,
  families: readonly RevisionFamily[],
  own: ReadonlyArray<PrimaryKey | null>,
): Promise<void> {
  await linkRevisionParents(target, families);
  const revisions = own.filter((revision): revision is PrimaryKey => revision !== null);
  if (revisions.length > 0) ctx.onRevisions?.(revisions);
}
