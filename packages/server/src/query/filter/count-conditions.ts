/** Keys whose value is more filter, not an operand. */
const NESTING_KEYS = new Set(['_and', '_or', '_some', '_none']);

/**
 * The conditions of a raw filter (as the client sent it, before parsing): every operator entry
 * (`{_eq: 1}`, `{_in: [...]}` count one each, whatever their operand) and every bare value (`{title:
 * "x"}` means `_eq`), through fields, relations, `_and`/`_or` and `_some`/`_none`. Counts at most
 * `max + 1`, with an explicit stack: it runs before anything else walks the filter, to refuse one
 * too large to compile at the cost of counting to the limit.
 */
export function countConditions(filter: unknown, max: number): number {
  let count = 0;
  // Lists still to walk and where each is at: a long `_or` is not copied to be counted to the limit.
  const stack: Array<{ items: readonly unknown[]; next: number }> = [{ items: [filter], next: 0 }];
  while (stack.length > 0 && count <= max) {
    const top = stack[stack.length - 1]!;
    if (top.next >= top.items.length) {
      stack.pop();
      continue;
    }
    const node = top.items[top.next++];
    if (node === null || node === undefined) continue;
    if (typeof node !== 'object' || node instanceof Date) count++;
    else if (Array.isArray(node)) stack.push({ items: node, next: 0 });
    else {
      const nested: unknown[] = [];
      for (const [key, value] of Object.entries(node)) {
        if (key.startsWith('_') && !NESTING_KEYS.has(key)) count++;
        else nested.push(value);
      }
      stack.push({ items: nested, next: 0 });
    }
  }
  return Math.min(count, max + 1);
}
