import type { OperationRecord } from '../../lib/flows/types.js';

/** One operation and where each of its paths leads; `seen` marks an operation reached again (a loop, or a join of two paths). */
export interface OperationNode {
  operation: OperationRecord;
  resolve: OperationNode | null;
  reject: OperationNode | null;
  seen: boolean;
}

/**
 * The operations of a flow as the tree its `resolve`/`reject` links draw from the first one. Each
 * operation is expanded once: reached again it is a `seen` leaf, so a cycle in stored data cannot
 * recurse forever. `unreachable` lists operations no path reaches.
 */
export function operationTree(
  first: string | null,
  operations: readonly OperationRecord[],
): { root: OperationNode | null; unreachable: OperationRecord[] } {
  const byId = new Map(operations.map((operation) => [operation.id, operation]));
  const expanded = new Set<string>();
  const build = (id: string | null): OperationNode | null => {
    const operation = id === null ? undefined : byId.get(id);
    if (!operation) return null;
    if (expanded.has(operation.id)) return { operation, resolve: null, reject: null, seen: true };
    expanded.add(operation.id);
    return { operation, resolve: build(operation.resolve), reject: build(operation.reject), seen: false };
  };
  const root = build(first);
  return { root, unreachable: operations.filter((operation) => !expanded.has(operation.id)) };
}
