import { createHash } from 'node:crypto';

/**
 * The hash of an item as the caller reads it: SHA-1 (hex) of its JSON with object keys sorted, so
 * the same values always give the same hash whatever order the columns came back in. A version
 * keeps the hash of its main item when it is created; compare and promote tell from it whether
 * the main item changed since (the reference's `mainHash`, an opaque string to clients).
 */
export function hashItem(item: unknown): string {
  return createHash('sha1').update(canonicalJson(item)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
