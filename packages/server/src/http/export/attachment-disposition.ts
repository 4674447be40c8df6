/**
 * `attachment; filename="…"` (RFC 6266). Quotes and backslashes are escaped; a name with characters
 * outside printable ASCII gets an ASCII fallback (`?` for each) plus `filename*` in UTF-8.
 */
export function attachmentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]/gu, '?');
  const quoted = `attachment; filename="${fallback.replace(/["\\]/g, '\\$&')}"`;
  if (fallback === filename) return quoted;
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${quoted}; filename*=UTF-8''${encoded}`;
}
