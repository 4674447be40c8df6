const PREFIX = '$t:';

/**
 * Resolves a `$t:<key>` literal (collection and field names, notes, choices) from the project's
 * translation strings, as the reference does; a key without a string shows as the bare key, and
 * any other text is returned as it is.
 */
export function translateLiteral(literal: string, strings: ReadonlyMap<string, string>): string {
  if (!literal.startsWith(PREFIX)) return literal;
  const key = literal.slice(PREFIX.length);
  return strings.get(key) ?? key;
}

/** Builds the key → text table for `language`, falling back to a value in `fallback` where it has none. */
export function stringsFor(rows: readonly { key: string; language: string; value: string }[], language: string, fallback: string) {
  const table = new Map<string, string>();
  for (const row of rows) if (row.language === fallback) table.set(row.key, row.value);
  for (const row of rows) if (row.language === language) table.set(row.key, row.value);
  return table;
}
