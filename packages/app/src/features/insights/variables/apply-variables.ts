/** `{{ name }}` in a panel's options: a dashboard variable's value. */
const WHOLE = /^\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}$/;
const ANYWHERE = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;
/** Options nested deeper than this are left as they are (a stored panel is small; this bounds a hostile one). */
const MAX_DEPTH = 32;

/** A variable key: a letter or underscore, then letters, digits or underscores (`{{ status }}` names it). */
export function isVariableKey(value: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(value);
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(text).join(',');
  return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean);
}

function apply(value: unknown, variables: ReadonlyMap<string, unknown>, depth: number): unknown {
  if (typeof value === 'string') {
    // A whole `{{ ids }}` takes the variable's own value (a list stays a list for `_in`).
    const whole = WHOLE.exec(value);
    if (whole) return variables.has(whole[1]!) ? variables.get(whole[1]!) : value;
    return value.replace(ANYWHERE, (match, name: string) => (variables.has(name) ? text(variables.get(name)) : match));
  }
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((entry) => apply(entry, variables, depth + 1));
  // fromEntries defines each key as data, so a key named `__proto__` stays a plain key.
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, apply(entry, variables, depth + 1)]));
}

/**
 * A panel's options with the dashboard's variables put in: every `{{ name }}` of a known variable in
 * any string, at any depth (a filter's values, a label's text). A string that is only `{{ name }}`
 * becomes the value itself; unknown names stay as written.
 */
export function applyVariables(options: Record<string, unknown>, variables: ReadonlyMap<string, unknown>): Record<string, unknown> {
  if (variables.size === 0) return options;
  return apply(options, variables, 0) as Record<string, unknown>;
}
