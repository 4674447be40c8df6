import type { ModuleBarEntry } from '../../../../lib/schema/system-types.js';

/** The built-in modules in the reference's default order; settings can't be hidden (it would lock admins out). */
export const BUILT_IN_MODULES: readonly { id: string; label: string }[] = [
  { id: 'content', label: 'Content' },
  { id: 'users', label: 'User directory' },
  { id: 'files', label: 'File library' },
  { id: 'insights', label: 'Insights' },
  { id: 'settings', label: 'Settings' },
];
export const LOCKED_MODULE = 'settings';

/**
 * The stored module bar with every built-in module present: nothing stored is the default bar (all
 * shown); a module missing from a stored bar is appended hidden, as the shell does not show it.
 */
export function moduleBarEntries(stored: unknown): ModuleBarEntry[] {
  const entries = Array.isArray(stored)
    ? (stored as ModuleBarEntry[]).filter((entry) => entry && typeof entry === 'object' && typeof entry.id === 'string')
    : [];
  const missing = BUILT_IN_MODULES.filter((module) => !entries.some((entry) => entry.type === 'module' && entry.id === module.id));
  const isDefault = entries.length === 0;
  return [
    ...entries,
    ...missing.map((module): ModuleBarEntry => ({ type: 'module', id: module.id, enabled: isDefault || module.id === LOCKED_MODULE })),
  ];
}

export function moduleBarLabel(entry: ModuleBarEntry): string {
  if (entry.type === 'link') return entry.name || entry.url;
  return BUILT_IN_MODULES.find((module) => module.id === entry.id)?.label ?? entry.id;
}

/** The list with entry `index` moved by `offset` places (clamped to the ends). */
export function moveEntry<Entry>(entries: readonly Entry[], index: number, offset: number): Entry[] {
  const target = Math.min(Math.max(index + offset, 0), entries.length - 1);
  const result = [...entries];
  const [moved] = result.splice(index, 1);
  if (moved !== undefined) result.splice(target, 0, moved);
  return result;
}

/** One key per entry (a link and a module may share an id). */
export const entryKey = (entry: ModuleBarEntry) => `${entry.type}:${entry.id}`;

/** The list with the entry keyed `moved` dropped on the place of the one keyed `target`. */
export function dropEntry(entries: readonly ModuleBarEntry[], moved: string, target: string): ModuleBarEntry[] {
  const from = entries.findIndex((entry) => entryKey(entry) === moved);
  const to = entries.findIndex((entry) => entryKey(entry) === target);
  return from < 0 || to < 0 ? [...entries] : moveEntry(entries, from, to - from);
}

/** A link the module bar may open: http(s) elsewhere, or a path of this app ("/content/articles"). */
export function isModuleLinkUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//');
  return /^https?:\/\/[^\s]+$/i.test(url);
}

/** Messages for the links of the module bar, keyed `module_bar[index].name|url`. */
export function moduleBarErrors(stored: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  moduleBarEntries(stored).forEach((entry, index) => {
    if (entry.type !== 'link') return;
    if (!entry.name?.trim()) errors[`module_bar[${index}].name`] = 'Name is required.';
    if (!isModuleLinkUrl(entry.url ?? '')) errors[`module_bar[${index}].url`] = 'URL has to start with http://, https:// or /.';
  });
  return errors;
}
