import { useEffect, useEffectEvent, useRef } from 'react';
import { useCreatePreset, useUpdatePreset } from '../../api/use-presets.js';
import type { Preset } from '../../../../lib/schema/system-types.js';
import { stateToPreset } from './layout-state.js';
import type { LayoutState } from './layout-state.js';

const SAVE_DELAY_MS = 800;

/**
 * Remembers the user's layout for a collection in their own preset (no bookmark name), as the
 * reference app does: created on the first change, then updated. Bookmarks are never touched here.
 * Changes are saved after a pause, and at once when the page is left (opening an item, saving a
 * bookmark), so the last change is never lost.
 */
export function useLayoutAutosave(
  collection: string,
  userId: string,
  state: LayoutState,
  userPreset: Preset | undefined,
  isEnabled: boolean,
): void {
  const createPreset = useCreatePreset();
  const updatePreset = useUpdatePreset();
  const presetId = useRef<number | null>(userPreset?.id ?? null);
  const saved = useRef(JSON.stringify(state));
  const serialised = JSON.stringify(state);
  const { mutate: create } = createPreset;
  const { mutate: update } = updatePreset;

  const saveLatest = useEffectEvent(() => {
    if (!isEnabled || serialised === saved.current) return;
    saved.current = serialised;
    const values = stateToPreset(JSON.parse(serialised) as LayoutState);
    if (presetId.current !== null) update({ id: presetId.current, patch: values });
    else create({ ...values, collection, user: userId, bookmark: null }, { onSuccess: (preset) => (presetId.current = preset.id) });
  });

  useEffect(() => {
    if (!isEnabled || serialised === saved.current) return;
    const timer = window.setTimeout(saveLatest, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isEnabled, serialised]);

  // On unmount: whatever the timer had not saved yet.
  useEffect(() => () => saveLatest(), []);
}
