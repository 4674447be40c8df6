import { slugify } from '../../lib/slugify.js';
import type { Field, Item } from '../../lib/schema/types.js';
import type { VersionComparison, VersionRow } from '../../lib/versions/types.js';
import { i18n } from '../../lib/i18n/i18n.js';

/** A version's key as the reference derives it from the name: a slug, at most 64 characters. */
export function versionKeyFrom(name: string): string {
  return slugify(name).slice(0, 64);
}

/** Why `key` can't name a new (or renamed) version of the item, or null when it can. */
export function versionKeyProblem(key: string, others: readonly VersionRow[], ownId?: string): string | null {
  if (key === '') return i18n.t('versions.keyMissing');
  if (key === 'main') return i18n.t('versions.keyMain');
  if (slugify(key, true) !== key) return i18n.t('versions.keyChars');
  if (others.some((other) => other.key === key && other.id !== ownId)) return i18n.t('versions.keyTaken', { key });
  return null;
}

export interface FieldChange {
  field: string;
  main: unknown;
  version: unknown;
}

/** The fields the version changes, in the form's order: those whose value differs from main's. */
export function versionChanges(comparison: Pick<VersionComparison, 'current' | 'main'>, fields: readonly Field[]): FieldChange[] {
  const order = new Map(fields.map((field, index) => [field.field, index]));
  return Object.entries(comparison.current)
    .filter(([field, value]) => !sameValue(value, comparison.main[field]))
    .sort(([a], [b]) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity))
    .map(([field, value]) => ({ field, main: comparison.main[field], version: value }));
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The item's values as a version has them, for tests and callers that hold the delta. */
export const applyDelta = (main: Item, delta: Item | null | undefined): Item => ({ ...main, ...delta });
