import type { Item } from '../../query/apply-query.js';
import type { OperationContext } from '../items/operation-context.js';
import { readItem } from '../items/read-items.js';
import { findVersion } from './find-version.js';
import { hashItem } from './hash-item.js';
import { readVersionDelta, type VersionDelta } from './read-version-delta.js';

export interface VersionComparison {
  /** The main item changed since the version was created. */
  outdated: boolean;
  /** What promote expects back: the hash of the main item as the caller reads it now. */
  mainHash: string;
  /** The version's changes (all saves merged). */
  current: VersionDelta;
  /** The main item as the caller reads it. */
  main: Item;
}

/**
 * `GET /versions/:pk/compare`: the version's merged changes beside its main item, as the
 * reference's controller answers. The caller must be able to read both (FORBIDDEN otherwise), and
 * sees only the changed fields it may read on the main item.
 */
export async function compareVersion(op: OperationContext, versionId: unknown): Promise<VersionComparison> {
  const version = await findVersion(op, versionId);
  const main = await readItem(op, version.collection.collection, version.item);
  const mainHash = hashItem(main);
  const delta = (await readVersionDelta(op, version.id)) ?? {};
  // The changes are cut to what the caller reads of the main item (its field permissions there).
  const current = Object.fromEntries(Object.entries(delta).filter(([field]) => Object.hasOwn(main, field)));
  return { outdated: version.hash !== mainHash, mainHash, current, main };
}
