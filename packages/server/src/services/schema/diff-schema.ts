import type { AppContext } from '../../app-context.js';
import { dialectOf } from '../../db/dialects/dialect-of.js';
import { diffSnapshots, isEmptyDiff } from './diff-snapshots.js';
import { planDiff } from './plan-diff.js';
import { readSnapshot } from './read-snapshot.js';
import type { SchemaStep } from './schema-step.js';
import type { SnapshotDiffWithHash } from './snapshot-types.js';
import { assertSameOrigin, validateSnapshot, withTesseraCollectionDefaults } from './validate-snapshot.js';
import { readUntracked } from './untracked-entries.js';
import { versionedHash } from './versioned-hash.js';

export interface SchemaDiffResult extends SnapshotDiffWithHash {
  /** The steps an apply of `diff` would run, in order. */
  steps: SchemaStep[];
}

/**
 * `POST /schema/diff`: what turns the live model into the snapshot `raw`, with the hash of the
 * live snapshot that an apply must still match; null when they are the same. Unless `force`, the
 * snapshot must come from this server version and this kind of database, as in the reference.
 */
export async function diffSchema(ctx: Pick<AppContext, 'db' | 'schema'>, raw: unknown, force: boolean): Promise<SchemaDiffResult | null> {
  const snapshot = validateSnapshot(raw);
  assertSameOrigin(snapshot, dialectOf(ctx.db).vendor, force);
  const schema = await ctx.schema.get();
  const live = readSnapshot(schema, dialectOf(ctx.db));
  const current = withTesseraCollectionDefaults(live);
  const diff = diffSnapshots(current, snapshot, readUntracked(schema));
  if (isEmptyDiff(diff)) return null;
  // The hash is of the live snapshot as served, which an apply reads again and compares.
  return { hash: versionedHash(live), diff, steps: planDiff(current, structuredClone(diff)) };
}
