// The package's type declarations are the one list of every name the installed font draws.
import declarations from 'material-symbols/index.d.ts?raw';

let names: readonly string[] | undefined;

/** Every Material Symbols name of the installed font, in the package's order (read once). */
export function allIconNames(): readonly string[] {
  names ??= Array.from(declarations.matchAll(/^\s*"([a-z0-9_]+)",?$/gm), (match) => match[1] ?? '').filter(Boolean);
  return names;
}

/**
 * The names matching a search: words may come in any order and match parts of the name
 * (`arrow up` finds `arrow_upward`); names starting with the search come first.
 */
export function searchIconNames(all: readonly string[], search: string, limit: number): string[] {
  const words = search
    .toLowerCase()
    .trim()
    .split(/[\s_]+/)
    .filter(Boolean);
  if (words.length === 0) return all.slice(0, limit);
  const joined = words.join('_');
  const matches = all.filter((name) => words.every((word) => name.includes(word)));
  const starts = matches.filter((name) => name.startsWith(joined));
  const rest = matches.filter((name) => !name.startsWith(joined));
  return [...starts, ...rest].slice(0, limit);
}
