export interface ValueBudget {
  /** Deepest nesting of objects and arrays allowed (`{a: {b: 1}}` nests 2). */
  maxDepth: number;
  /** Most values (objects, arrays and primitives, each counted every time it is reached) allowed. */
  maxNodes: number;
}

/**
 * What is wrong with the size of a parsed document, or null when it fits. A YAML alias makes one
 * node appear in many places (the "billion laughs" document is a few lines); it is counted at
 * every place, so such a document fails here after `maxNodes` steps, before code that copies or
 * serialises it would expand it. Walks with an explicit stack: safe on any depth.
 */
export function valueBudgetProblem(value: unknown, budget: ValueBudget): string | null {
  const stack: Array<{ node: unknown; level: number }> = [{ node: value, level: 0 }];
  let nodes = 0;
  while (stack.length > 0) {
    const { node, level } = stack.pop()!;
    if (++nodes > budget.maxNodes) return `more than ${budget.maxNodes} values`;
    if (node === null || typeof node !== 'object') continue;
    if (level + 1 > budget.maxDepth) return `nested deeper than ${budget.maxDepth} levels`;
    for (const child of Object.values(node)) stack.push({ node: child, level: level + 1 });
  }
  return null;
}
