/**
 * Whether a caller-supplied link base (reset or invite URL) is on an allow list: same scheme, host,
 * port and path as one of its entries. The query string is ignored; anything unparsable is refused.
 */
export function isUrlAllowed(url: string, allowList: readonly string[]): boolean {
  const target = normalize(url);
  if (!target) return false;
  return allowList.some((allowed) => normalize(allowed) === target);
}

function normalize(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return null;
  }
}
