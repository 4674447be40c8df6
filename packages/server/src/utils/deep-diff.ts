/**
 * Differences between two JSON values in the entry format of the `deep-diff` package, which the
 * reference's schema diffs are made of: `N` a value added, `D` removed, `E` edited, `A` a change
 * at `index` of the array at `path` (its `item` is an `N` or `D` entry). `path` is left out for a
 * change of the whole value.
 */
export type DiffEntry =
  | { kind: 'N'; path?: PathSegment[]; rhs: unknown }
  | { kind: 'D'; path?: PathSegment[]; lhs: unknown }
  | { kind: 'E'; path?: PathSegment[]; lhs: unknown; rhs: unknown }
  | { kind: 'A'; path?: PathSegment[]; index: number; item: DiffEntry };

export type PathSegment = string | number;

type Kind = 'undefined' | 'null' | 'array' | 'object' | 'other';

function kindOf(value: unknown): Kind {
  if (value === undefined) return 'undefined';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'object' ? 'object' : 'other';
}

/**
 * The changes that turn `lhs` into `rhs`, in the order `deep-diff` lists them (keys of `lhs` in
 * their order, then keys only `rhs` has; array items by index, extra items at the end), or
 * undefined when the two are equal. Inputs are JSON data, so recursion is bounded by their depth,
 * which callers check first.
 */
export function deepDiff(lhs: unknown, rhs: unknown): DiffEntry[] | undefined {
  const changes: DiffEntry[] = [];
  walk(lhs, rhs, [], changes);
  return changes.length > 0 ? changes : undefined;
}

function withPath(path: PathSegment[]): { path?: PathSegment[] } {
  return path.length > 0 ? { path: [...path] } : {};
}

function walk(lhs: unknown, rhs: unknown, path: PathSegment[], changes: DiffEntry[]): void {
  const left = kindOf(lhs);
  const right = kindOf(rhs);
  if (left === 'undefined' && right !== 'undefined') changes.push({ kind: 'N', ...withPath(path), rhs });
  else if (right === 'undefined' && left !== 'undefined') changes.push({ kind: 'D', ...withPath(path), lhs });
  else if (left !== right) changes.push({ kind: 'E', ...withPath(path), lhs, rhs });
  else if (left === 'array') walkArrays(lhs as unknown[], rhs as unknown[], path, changes);
  else if (left === 'object') walkObjects(lhs as Record<string, unknown>, rhs as Record<string, unknown>, path, changes);
  else if (lhs !== rhs && !(Number.isNaN(lhs) && Number.isNaN(rhs))) changes.push({ kind: 'E', ...withPath(path), lhs, rhs });
}

function walkArrays(lhs: unknown[], rhs: unknown[], path: PathSegment[], changes: DiffEntry[]): void {
  let index = 0;
  for (; index < lhs.length; index++) {
    if (index >= rhs.length) changes.push({ kind: 'A', ...withPath(path), index, item: { kind: 'D', lhs: lhs[index] } });
    else walk(lhs[index], rhs[index], [...path, index], changes);
  }
  for (; index < rhs.length; index++) changes.push({ kind: 'A', ...withPath(path), index, item: { kind: 'N', rhs: rhs[index] } });
}

function walkObjects(lhs: Record<string, unknown>, rhs: Record<string, unknown>, path: PathSegment[], changes: DiffEntry[]): void {
  for (const key of Object.keys(lhs)) {
    walk(lhs[key], Object.hasOwn(rhs, key) ? rhs[key] : undefined, [...path, key], changes);
  }
  for (const key of Object.keys(rhs)) {
    if (!Object.hasOwn(lhs, key)) walk(undefined, rhs[key], [...path, key], changes);
  }
}
