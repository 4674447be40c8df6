import type { OperationNode } from './flow-definition.js';

/**
 * What is wrong with the operation graph of one flow (empty when nothing): every `resolve`,
 * `reject` and the flow's first `operation` must name an operation of the same flow, and following
 * them must never come back to an operation already passed (a run would never end). `operations`
 * are the flow's own; `links` may name any operation id.
 */
export function flowGraphProblems(flowId: string, first: string | null, operations: readonly OperationNode[]): string[] {
  const byId = new Map(operations.map((operation) => [operation.id, operation]));
  const problems: string[] = [];
  if (first !== null && !byId.has(first)) problems.push(`The first operation of flow ${flowId} is not one of its operations.`);
  for (const operation of operations) {
    for (const link of [operation.resolve, operation.reject]) {
      if (link !== null && !byId.has(link)) problems.push(`Operation "${operation.key}" links to an operation outside its flow.`);
    }
  }
  if (problems.length > 0) return problems;
  const cycle = findCycle(byId);
  if (cycle) problems.push(`Operation "${cycle}" is part of a loop: a run would never end.`);
  return problems;
}

/** The key of an operation on a loop, if any (depth-first, iterative: no recursion on user input). */
function findCycle(byId: ReadonlyMap<string, OperationNode>): string | null {
  const done = new Set<string>();
  for (const start of byId.keys()) {
    if (done.has(start)) continue;
    const onPath = new Set<string>();
    const stack: Array<{ id: string; next: string[] }> = [{ id: start, next: linksOf(byId.get(start)!) }];
    onPath.add(start);
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const next = top.next.pop();
      if (next === undefined) {
        stack.pop();
        onPath.delete(top.id);
        done.add(top.id);
        continue;
      }
      if (onPath.has(next)) return byId.get(next)!.key;
      if (done.has(next)) continue;
      onPath.add(next);
      stack.push({ id: next, next: linksOf(byId.get(next)!) });
    }
  }
  return null;
}

function linksOf(operation: OperationNode): string[] {
  return [operation.resolve, operation.reject].filter((link): link is string => link !== null);
}
