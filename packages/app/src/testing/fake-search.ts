import type { Item } from '../lib/schema/types.js';

/** The fake's `search`: a row matches when any of its text or number values contains the term. */
export function matchesSearch(row: Item, search: string): boolean {
  const term = search.toLowerCase();
  return Object.values(row).some(
    (value) => (typeof value === 'string' || typeof value === 'number') && String(value).toLowerCase().includes(term),
  );
}
