import { isPlainObject } from '../../utils/is-plain-object.js';
import type { OperationContext } from '../items/operation-context.js';
import { readItems } from '../items/read-items.js';

export type VersionDelta = Record<string, unknown>;

/**
 * What a version changes: the deltas of all its saves (its revisions), oldest first, merged
 * field by field so a later save wins; null when it has no saves yet. Read as the server: whoever
 * may read the version may read what it holds.
 */
export async function readVersionDelta(op: OperationContext, versionId: string): Promise<VersionDelta | null> {
  const { permissions: _rules, events: _events, ...system } = op;
  const { data } = await readItems(system, 'directus_revisions', {
    fields: ['delta'],
    filter: { version: { _eq: versionId } },
    sort: ['id'],
    limit: -1,
  });
  if (data.length === 0) return null;
  const merged: VersionDelta = {};
  for (const { delta } of data) {
    if (isPlainObject(delta)) Object.assign(merged, delta);
  }
  return merged;
}
