/** One socket frame as a JSON object, or null for anything else (not JSON, an array, a primitive, a Blob). */
export function parseMessage(data: unknown): Record<string, unknown> | null {
  const text = typeof data === 'string' ? data : isBytes(data) ? new TextDecoder().decode(data) : null;
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function isBytes(data: unknown): data is ArrayBuffer | Uint8Array {
  return data instanceof ArrayBuffer || data instanceof Uint8Array;
}
