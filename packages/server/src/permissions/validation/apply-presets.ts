/**
 * The rule's presets under the payload: a preset is a default the caller's own value overrides.
 * The merge is shallow: a submitted JSON value replaces the preset's whole value.
 */
export function applyPresets(presets: Record<string, unknown>, payload: Record<string, unknown>): Record<string, unknown> {
  return Object.keys(presets).length === 0 ? payload : { ...presets, ...payload };
}
