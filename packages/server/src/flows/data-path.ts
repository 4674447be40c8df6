/**
 * The value at `path` (`$trigger.payload.title`, `$last[0].id`, `items.0`) in `data`, through own
 * properties only: `__proto__` or `constructor` in a path finds nothing rather than a prototype.
 * Undefined when any step is missing.
 */
export function valueAtPath(data: unknown, path: string): unknown {
  let current: unknown = data;
  for (const segment of pathSegments(path)) {
    if (current === null || typeof current !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** `a.b[0].c` → `['a', 'b', '0', 'c']`. */
export function pathSegments(path: string): string[] {
  return path
    .replace(/\[(\w+)\]/g, '.$1')
    .split('.')
    .filter((segment) => segment !== '');
}
