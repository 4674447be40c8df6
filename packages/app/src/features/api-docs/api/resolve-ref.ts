import type { OpenApiDocument } from '../../../lib/api-docs/types.js';

/** A value whose `$ref` points into the same document. */
export function isRef(value: unknown): value is { $ref: string } {
  return typeof value === 'object' && value !== null && typeof (value as { $ref?: unknown }).$ref === 'string';
}

/** `#/components/schemas/ItemsArticles` → `ItemsArticles`. */
export function refName(ref: string): string {
  return decodeSegment(ref.slice(ref.lastIndexOf('/') + 1));
}

/** JSON Pointer escapes (RFC 6901): `~1` is `/`, `~0` is `~`; the fragment may be percent-encoded. */
function decodeSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A stray `%` is just a character of the name.
  }
  return decoded.replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * The target of a local `$ref` (`#/…`), or undefined when it points elsewhere or nowhere. Only
 * own members are followed, so a name such as `__proto__` or `constructor` is just a name.
 */
export function resolvePointer(doc: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let target: unknown = doc;
  for (const segment of ref.slice(2).split('/').map(decodeSegment)) {
    if (typeof target !== 'object' || target === null || !Object.hasOwn(target, segment)) return undefined;
    target = (target as Record<string, unknown>)[segment];
  }
  return target;
}

/**
 * Follows `$ref`s (a parameter that is a ref to a ref…) up to a few hops; a loop of refs or a
 * missing target yields undefined.
 */
export function resolveRef<T>(doc: OpenApiDocument, value: T | { $ref: string } | undefined): T | undefined {
  let current: unknown = value;
  for (let hops = 0; hops < 8; hops++) {
    if (!isRef(current)) return current as T | undefined;
    current = resolvePointer(doc, current.$ref);
  }
  return undefined;
}
