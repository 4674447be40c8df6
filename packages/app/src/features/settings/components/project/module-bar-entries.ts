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

/** The stored module bar with every built-in module present (missing ones appended, enabled). */
export function moduleBarEntries(stored: unknown): ModuleBarEntry[] {
  const entries = Array.isArray(stored) ? (stored as ModuleBarEntry[]).filter((entry) => entry && typeof entry.id === 'string') : [];
  const missing = BUILT_IN_MODULES.filter((module) => !entries.some((entry) => entry.type === 'module' && entry.id === module.id));
  return [...entries, ...missing.map((module): ModuleBarEntry => ({ type: 'module', id: module.id, enabled: true }))];
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
