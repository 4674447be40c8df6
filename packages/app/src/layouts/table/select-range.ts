import type { PrimaryKey } from '../../lib/schema/types.js';

/**
 * The selection after a shift-click on `target`: every row from `anchor` (the last row ticked) to
 * `target`, in page order, takes the state the target row is being given. Without an anchor on
 * this page the click toggles just the target row.
 */
export function selectRange(
  selection: readonly PrimaryKey[],
  pageKeys: readonly PrimaryKey[],
  anchor: PrimaryKey | null,
  target: PrimaryKey,
): PrimaryKey[] {
  const checked = !selection.includes(target);
  const from = anchor === null ? -1 : pageKeys.indexOf(anchor);
  const to = pageKeys.indexOf(target);
  const range = from === -1 ? [target] : pageKeys.slice(Math.min(from, to), Math.max(from, to) + 1);
  if (checked) return [...new Set([...selection, ...range])];
  return selection.filter((key) => !range.includes(key));
}
