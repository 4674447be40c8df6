/** The types `tessera extensions create` scaffolds: the React app types and the API types. */
export const SCAFFOLD_APP_TYPES = ['interface', 'display', 'layout', 'panel', 'module'] as const;
export const SCAFFOLD_API_TYPES = ['hook', 'endpoint', 'operation'] as const;
export type ScaffoldAppType = (typeof SCAFFOLD_APP_TYPES)[number];
export type ScaffoldApiType = (typeof SCAFFOLD_API_TYPES)[number];
export type ScaffoldType = ScaffoldAppType | ScaffoldApiType;

const TYPES: ReadonlySet<string> = new Set([...SCAFFOLD_APP_TYPES, ...SCAFFOLD_API_TYPES]);

export function isScaffoldType(type: string): type is ScaffoldType {
  return TYPES.has(type);
}

export function isAppScaffoldType(type: ScaffoldType): type is ScaffoldAppType {
  return (SCAFFOLD_APP_TYPES as readonly string[]).includes(type);
}

// npm's rules for a new unscoped package name: lowercase, URL-safe, not starting with `.` or `_`.
const NPM_NAME = /^[a-z0-9-~][a-z0-9._~-]*$/;
// Valid for npm but poor as a folder, an id keyed into objects or an endpoint path.
const RESERVED: ReadonlySet<string> = new Set(['node_modules', 'favicon.ico', 'constructor', 'prototype', 'hasownproperty', 'tostring']);

/**
 * Why `name` cannot be an extension's package (and folder) name, or null when it can. Unscoped
 * only: the name is also the folder the command creates, so no slash or `..` may pass.
 */
export function extensionNameProblem(name: string): string | null {
  if (name.length === 0 || name.length > 214) return 'must have 1 to 214 characters';
  if (!NPM_NAME.test(name))
    return 'must be a valid unscoped npm package name (lowercase letters, digits, "-", "_", ".", "~"; not starting with "." or "_")';
  if (RESERVED.has(name)) return 'is reserved';
  return null;
}

/** `my-cool-thing` → `My cool thing` (the extension's display name). */
export function titleOf(name: string): string {
  const words = name
    .replace(/^directus-extension-|^tessera-extension-/, '')
    .split(/[-_.~]+/)
    .filter(Boolean);
  const text = words.join(' ') || name;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** `my-cool-thing` → `MyCoolThing` (a component name). */
export function pascalOf(name: string): string {
  const pascal = name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
  return /^[A-Za-z]/.test(pascal) ? pascal : `Extension${pascal}`;
}
