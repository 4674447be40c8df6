import { invalidPayload } from '../../errors/error-helpers.js';

/** A compiled Express-style path: `/`, `/notes/:id`, `/files/:name?`, `/static/*`. */
export interface RoutePattern {
  /** The params of `path` (null-prototype, values decoded), or null when it does not match. */
  match(path: string): Record<string, string> | null;
}

type Segment = { kind: 'literal'; text: string } | { kind: 'param'; name: string; optional: boolean } | { kind: 'rest' };

const MAX_SEGMENTS = 32;

/**
 * Compiles `pattern` as Express 4 reads the common forms: literal segments (case-insensitive),
 * `:name` and `:name?` parameters, and `*` for the rest of the path (`params[0]`); a trailing slash
 * is optional. `prefix` matches the pattern as a path prefix (router.use).
 */
export function compileRoutePattern(pattern: string, options: { prefix?: boolean } = {}): RoutePattern {
  if (typeof pattern !== 'string' || !pattern.startsWith('/'))
    throw new TypeError(`A route path has to start with "/": ${String(pattern)}`);
  const segments: Segment[] = split(pattern).map((part) => {
    if (part === '*') return { kind: 'rest' };
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (!/^\w+$/.test(name)) throw new TypeError(`Unsupported route parameter "${part}" in ${pattern}`);
      return { kind: 'param', name, optional };
    }
    return { kind: 'literal', text: part.toLowerCase() };
  });
  if (segments.length > MAX_SEGMENTS) throw new TypeError(`Route path ${pattern} has too many segments`);
  return {
    match(path) {
      const parts = split(path);
      const params = Object.create(null) as Record<string, string>;
      let index = 0;
      for (const segment of segments) {
        const part = parts[index];
        if (segment.kind === 'rest') {
          params['0'] = parts.slice(index).map(decode).join('/');
          return params;
        }
        if (part === undefined) {
          if (segment.kind === 'param' && segment.optional) continue;
          return null;
        }
        if (segment.kind === 'literal' && decode(part).toLowerCase() !== segment.text) return null;
        if (segment.kind === 'param') params[segment.name] = decode(part);
        index++;
      }
      return index === parts.length || options.prefix ? params : null;
    },
  };
}

function split(path: string): string[] {
  return path.split('/').filter((part) => part !== '');
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw invalidPayload(`Malformed URL segment "${part}"`);
  }
}
