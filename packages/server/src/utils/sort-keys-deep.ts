/**
 * A copy of the JSON value `value` with the keys of every object in code-point order and arrays
 * left in their order, so equal data serialises to equal text. Inputs are JSON data whose depth
 * the caller has bounded.
 */
export function sortKeysDeep<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => sortKeysDeep(item)) as T;
  if (typeof value !== 'object' || value === null) return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    // defineProperty: a key named `__proto__` stays an ordinary key of the copy.
    Object.defineProperty(sorted, key, {
      value: sortKeysDeep((value as Record<string, unknown>)[key]),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return sorted as T;
}
