import { useCallback, useState } from 'react';
import type { PrimaryKey } from '../../../../lib/schema/types.js';

/** What the rows on screen depend on; a selection made under one view never carries into another. */
export interface SelectionView {
  search: string;
  filter: unknown;
  sort: readonly string[];
  page: number;
  limit: number;
  layout: string;
  archiveMode: string;
}

export interface ViewSelection {
  keys: PrimaryKey[];
  set: (keys: PrimaryKey[]) => void;
  clear: () => void;
}

const NOTHING: PrimaryKey[] = [];

/**
 * The selected rows of a collection page, owned by the view they were ticked in. One rule clears
 * it: whenever the view (search, filter, sort, page, per-page, layout, archive switch) changes, so
 * a bulk action can only reach rows the editor can see; `clear` is for finished bulk actions.
 */
export function useViewSelection(view: SelectionView): ViewSelection {
  const viewKey = JSON.stringify(view);
  const [state, setState] = useState<{ viewKey: string; keys: PrimaryKey[] }>({ viewKey, keys: NOTHING });
  // Reset during render (not in an effect) so no frame ever shows the old selection under the new view.
  if (state.viewKey !== viewKey) setState({ viewKey, keys: NOTHING });
  const set = useCallback((keys: PrimaryKey[]) => setState({ viewKey, keys }), [viewKey]);
  const clear = useCallback(() => setState({ viewKey, keys: NOTHING }), [viewKey]);
  return { keys: state.viewKey === viewKey ? state.keys : NOTHING, set, clear };
}

/** How many of the selected keys are not among the rows on screen (they changed under the selection). */
export function countHidden(selection: readonly PrimaryKey[], shownKeys: readonly PrimaryKey[]): number {
  const shown = new Set(shownKeys.map(String));
  return selection.filter((key) => !shown.has(String(key))).length;
}
