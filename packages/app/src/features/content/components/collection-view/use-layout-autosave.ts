import { useEffect, useRef } from 'react';
import { useCreatePreset, useUpdatePreset } from '../../api/use-presets.js';
import type { Preset } from '../../../../lib/schema/system-types.js';
import { stateToPreset } from './layout-state.js';
import type { LayoutState } from './layout-state.js';

const SAVE_DELAY_MS = 800;

/**
 * Remembers the user's layout for a collection in their own preset (no bookmark name), as the
 * reference app does: created on the first change, then updated. Bookmarks are never touched here.
 */
export function useLayoutAutosave(collection: string, userId: string, state: LayoutState, userPreset: Preset | undefined, isEnabled: boolean): void {
  const createPreset = useCreatePreset();
  const updatePreset = useUpdatePreset();
  const presetId = useRef<number | null>(userPreset?.id ?? null);
  const initial = useRef(JSON.stringify(state));
  const serialised = JSON.stringify(state);
  const { mutate: create } = createPreset;
  const { mutate: update } = updatePreset;

  useEffect(() => {
    if (!isEnabled || serialised === initial.current) return;
    const timer = window.setTimeout(() => {
      initial.current = serialised;
      const values = stateToPreset(JSON.parse(serialised) as LayoutState);
      if (presetId.current !== null) update({ id: presetId.current, patch: values });
      else create({ ...values, collection, user: userId, bookmark: null }, { onSuccess: (preset) => (presetId.current = preset.id) });
    }, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [collection, create, isEnabled, serialised, update, userId]);
}
