import type { DiffEntry, PathSegment } from './deep-diff.js';

export type ApplyResult = { ok: true; value: unknown } | { ok: false; problem: string };

/**
 * Assigning `__proto__` replaces an object's prototype instead of storing a value. Other names
 * (`constructor` included) are stored as own keys, as any option name a field may have.
 */
const UNSAFE_KEYS = new Set(['__proto__']);

/**
 * Applies `entries` (deepDiff's format) to a copy of the JSON value `base`. Strict where the
 * `deep-diff` package is lenient: every change must point at a place that exists in `base` (an
 * edited or removed key present, a new key's parent an object or array, an array change at an
 * array), and `__proto__` is refused, so a hostile diff gets a problem back, never a change
 * to anything but the copy.
 */
export function applyDeepDiff(base: unknown, entries: readonly DiffEntry[]): ApplyResult {
  let root: unknown = structuredClone(base);
  const cut = new WeakSet<unknown[]>();
  for (const entry of entries) {
    const path = entry.path ?? [];
    const bad = path.find((segment) => typeof segment === 'string' && UNSAFE_KEYS.has(segment));
    if (bad !== undefined) return { ok: false, problem: `path segment "${bad}" is not allowed` };
    if (path.length === 0) {
      if (entry.kind === 'A') {
        const result = applyAtRoot(root, entry, cut);
        if (!result.ok) return result;
        continue;
      }
      root = entry.kind === 'D' ? undefined : structuredClone(entry.rhs);
      continue;
    }
    const parent = walkTo(root, path.slice(0, -1));
    if (parent === undefined) return { ok: false, problem: `nothing at "${path.join('.')}"` };
    const problem = applyAt(parent, path[path.length - 1]!, entry, cut);
    if (problem) return { ok: false, problem: `${problem} at "${path.join('.')}"` };
  }
  return { ok: true, value: root };
}

function applyAtRoot(root: unknown, entry: Extract<DiffEntry, { kind: 'A' }>, cut: WeakSet<unknown[]>): ApplyResult {
  if (!Array.isArray(root)) return { ok: false, problem: 'an array change on a value that is not an array' };
  const problem = applyArrayItem(root, entry.index, entry.item, cut);
  return problem ? { ok: false, problem } : { ok: true, value: root };
}

/** The object or array at `path`, or undefined when some step is missing or not a container. */
function walkTo(root: unknown, path: PathSegment[]): Record<string, unknown> | unknown[] | undefined {
  let node: unknown = root;
  for (const segment of path) {
    if (!isContainer(node) || !hasOwnKey(node, segment)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return isContainer(node) ? node : undefined;
}

function applyAt(parent: Record<string, unknown> | unknown[], key: PathSegment, entry: DiffEntry, cut: WeakSet<unknown[]>): string | null {
  if (Array.isArray(parent) && typeof key !== 'number') return 'a key on an array';
  switch (entry.kind) {
    case 'N':
      (parent as Record<string, unknown>)[key] = structuredClone(entry.rhs);
      return null;
    case 'E':
      if (!hasOwnKey(parent, key)) return 'an edit of a missing value';
      (parent as Record<string, unknown>)[key] = structuredClone(entry.rhs);
      return null;
    case 'D':
      if (!hasOwnKey(parent, key)) return 'a removal of a missing value';
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key];
      return null;
    case 'A': {
      const target = hasOwnKey(parent, key) ? (parent as Record<string, unknown>)[key] : undefined;
      if (!Array.isArray(target)) return 'an array change on a value that is not an array';
      return applyArrayItem(target, entry.index, entry.item, cut);
    }
  }
}

/**
 * deepDiff lists removed items from the first one past the new length upwards: the first removal
 * cuts the array there, and the later ones (now past its end) have nothing left to do.
 */
function applyArrayItem(array: unknown[], index: number, item: DiffEntry, cut: WeakSet<unknown[]>): string | null {
  if (!Number.isSafeInteger(index) || index < 0) return 'an array index that is not a whole number';
  if (item.kind === 'N') {
    if (index > array.length) return 'an array item past the end';
    array[index] = structuredClone(item.rhs);
    return null;
  }
  if (item.kind === 'D') {
    if (index >= array.length) return cut.has(array) ? null : 'a removal of a missing array item';
    array.length = index;
    cut.add(array);
    return null;
  }
  return 'an array item change that is neither N nor D';
}

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === 'object' && value !== null;
}

function hasOwnKey(node: Record<string, unknown> | unknown[], key: PathSegment): boolean {
  if (Array.isArray(node)) return typeof key === 'number' && Number.isInteger(key) && key >= 0 && key < node.length;
  return Object.hasOwn(node, key);
}
