/**
 * A theme's rules as the reference stores them (`theme_light_overrides`, `theme_dark_overrides`):
 * camel-cased names nested in groups, e.g. `{"primary": "#FF0000", "navigation": {"modules":
 * {"background": "#000"}}}`. Each leaf becomes a CSS variable `--theme--<group>--<kebab-name>`.
 */
export type ThemeRules = { [name: string]: string | ThemeRules };

/** Deeper than any rule the themes define; a stored value nested deeper is ignored. */
const MAX_DEPTH = 6;
/** More than every rule of a theme; the rest of a larger stored object is ignored. */
const MAX_RULES = 400;
const RULE_NAME = /^[a-zA-Z][a-zA-Z0-9]*$/;

const isGroup = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** `navigation.modules.background` → `--theme--navigation--modules--background`. */
export function cssVariableOf(path: readonly string[]): string {
  return `--theme--${path.map(kebab).join('--')}`;
}

/**
 * Every rule of a stored (untrusted) rules object as CSS variables, in order. Names that are not
 * plain identifiers and values that are not non-empty strings are skipped.
 */
export function rulesToCssVariables(rules: unknown): Map<string, string> {
  const variables = new Map<string, string>();
  const visit = (group: Record<string, unknown>, path: string[]) => {
    for (const [name, value] of Object.entries(group)) {
      if (variables.size >= MAX_RULES) return;
      if (!RULE_NAME.test(name)) continue;
      if (typeof value === 'string' && value.trim() !== '') variables.set(cssVariableOf([...path, name]), value.trim());
      else if (isGroup(value) && path.length + 1 < MAX_DEPTH) visit(value, [...path, name]);
    }
  };
  if (isGroup(rules)) visit(rules, []);
  return variables;
}

/** The value at `path` of a rules object, if it is a string. */
export function ruleAt(rules: unknown, path: readonly string[]): string | undefined {
  let current: unknown = rules;
  for (const name of path) {
    if (!isGroup(current) || !Object.hasOwn(current, name)) return undefined;
    current = current[name];
  }
  return typeof current === 'string' ? current : undefined;
}

/**
 * A copy of `rules` with `path` set to `value`, or removed (with groups left empty) when `value`
 * is null or empty; null when nothing is left.
 */
export function withRule(rules: unknown, path: readonly string[], value: string | null): ThemeRules | null {
  const [name, ...rest] = path;
  if (name === undefined) return isGroup(rules) ? (rules as ThemeRules) : null;
  const copy: ThemeRules = Object.assign(Object.create(null) as ThemeRules, isGroup(rules) ? rules : {});
  const next = rest.length === 0 ? (value === null || value === '' ? null : value) : withRule(copy[name], rest, value);
  if (next === null) delete copy[name];
  else copy[name] = next;
  return Object.keys(copy).length > 0 ? { ...copy } : null;
}
