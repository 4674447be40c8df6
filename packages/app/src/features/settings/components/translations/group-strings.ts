import type { TranslationString } from '../../../../lib/translations/types.js';

/** One key of the table: its stored rows by language. */
export interface TranslationKeyRow {
  key: string;
  rows: TranslationString[];
  byLanguage: Map<string, string>;
}

/** The strings grouped by key (sorted), keeping those whose key or any value contains `search`. */
export function groupStrings(strings: readonly TranslationString[], search: string): TranslationKeyRow[] {
  const groups = new Map<string, TranslationKeyRow>();
  for (const row of strings) {
    const group = groups.get(row.key) ?? { key: row.key, rows: [], byLanguage: new Map<string, string>() };
    group.rows.push(row);
    group.byLanguage.set(row.language, row.value);
    groups.set(row.key, group);
  }
  const needle = search.trim().toLowerCase();
  const matches = (group: TranslationKeyRow) =>
    !needle ||
    group.key.toLowerCase().includes(needle) ||
    [...group.byLanguage.values()].some((value) => value.toLowerCase().includes(needle));
  return [...groups.values()].filter(matches).sort((a, b) => a.key.localeCompare(b.key));
}

/** The languages used by any string, sorted: the table's columns. */
export function languagesOf(strings: readonly TranslationString[]): string[] {
  return [...new Set(strings.map((row) => row.language))].sort();
}
