/** Encodes one path segment (a collection name, a key, a field name) for a command's `path`. */
export function pathSegment(value: string | number): string {
  return encodeURIComponent(String(value));
}
