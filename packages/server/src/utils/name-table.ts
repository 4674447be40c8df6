/**
 * A lookup table keyed by names users choose (collections, fields, aliases, payload keys).
 * It has no prototype, so `constructor`, `toString` or `__proto__` are ordinary keys: a lookup of
 * a name that is not in the table is `undefined`, never an `Object.prototype` member, and
 * assigning `table.__proto__` stores a value instead of replacing the prototype.
 * Copies must go through nameTable() again: a spread (`{...table}`) brings the prototype back.
 */
export function nameTable<T>(entries: Iterable<readonly [string, T]> = []): Record<string, T> {
  const table = Object.create(null) as Record<string, T>;
  for (const [name, value] of entries) table[name] = value;
  return table;
}

/** The value stored under `name` in any object, ignoring what its prototype chain would answer. */
export function ownValue<T>(table: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.hasOwn(table, name) ? table[name] : undefined;
}
