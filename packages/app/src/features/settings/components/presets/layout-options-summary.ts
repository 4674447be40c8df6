/** One option of a layout in words: "Group field" → "status". */
export interface OptionLine {
  label: string;
  value: string;
}

/** The options stored for one layout (`layout_options` keys them by layout id). */
export interface LayoutOptionsLines {
  layout: string;
  lines: OptionLine[];
}

/** An option key in words: `groupField` / `group_field` → "Group field". */
export function optionLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** A stored value in words: lists joined, one level of an object as "key: value", booleans as yes/no. */
export function optionValue(value: unknown, yesNo: { yes: string; no: string }): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? yesNo.yes : yesNo.no;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join(', ');
  return Object.entries(value as Record<string, unknown>)
    .map(([key, inner]) => `${key}: ${typeof inner === 'object' && inner !== null ? JSON.stringify(inner) : String(inner)}`)
    .join(', ');
}

/**
 * `layout_options` as lines per layout, the preset's own layout first; null when the text is not a
 * JSON object (the JSON editor then says what is wrong).
 */
export function layoutOptionsLines(
  text: string,
  currentLayout: string,
  layoutLabel: (layout: string) => string,
  yesNo: { yes: string; no: string },
): LayoutOptionsLines[] | null {
  if (text.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  return Object.entries(parsed as Record<string, unknown>)
    .sort(([a], [b]) => Number(b === currentLayout) - Number(a === currentLayout))
    .map(([layout, options]) => ({
      layout: layoutLabel(layout),
      lines:
        typeof options === 'object' && options !== null && !Array.isArray(options)
          ? Object.entries(options as Record<string, unknown>).map(([key, value]) => ({
              label: optionLabel(key),
              value: optionValue(value, yesNo),
            }))
          : [{ label: layoutLabel(layout), value: optionValue(options, yesNo) }],
    }));
}
