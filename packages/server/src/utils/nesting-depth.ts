/**
 * Whether objects and arrays in `value` nest more than `max` levels (`{a: {b: 1}}` nests 2,
 * a primitive 0). Walks with an explicit stack rather than recursion, so it is safe on input of
 * any depth; it stops at the first branch past the limit. Callers check this BEFORE any recursive
 * work on user input (filters, deep, JSON bodies), which then never runs deeper than `max`.
 */
export function isNestedDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<{ node: unknown; level: number }> = [{ node: value, level: 0 }];
  while (stack.length > 0) {
    const { node, level } = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (level + 1 > max) return true;
    for (const child of Object.values(node)) stack.push({ node: child, level: level + 1 });
  }
  return false;
}
