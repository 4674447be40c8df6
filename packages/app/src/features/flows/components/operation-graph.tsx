import type { OperationRecord } from '../../../lib/flows/types.js';
import { operationTree, type OperationNode } from '../operation-tree.js';

/** The operation chain as nested boxes: under each operation, where its success (resolve) and failure (reject) paths lead. */
export function OperationGraph({ first, operations }: { first: string | null; operations: readonly OperationRecord[] }) {
  const { root, unreachable } = operationTree(first, operations);
  return (
    <>
      {root ? (
        <ol className="operation-graph" aria-label="Operations">
          <OperationItem node={root} />
        </ol>
      ) : (
        <p>The trigger is connected to no operation.</p>
      )}
      {unreachable.length > 0 ? (
        <>
          <h3>Not connected</h3>
          <ul className="operation-graph" aria-label="Operations not connected">
            {unreachable.map((operation) => (
              <li key={operation.id} className="operation-node">
                <OperationBox operation={operation} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

function OperationItem({ node }: { node: OperationNode }) {
  return (
    <li className="operation-node">
      <OperationBox operation={node.operation} seen={node.seen} />
      {node.resolve || node.reject ? (
        <ol>
          {node.resolve ? <Branch kind="resolve" node={node.resolve} /> : null}
          {node.reject ? <Branch kind="reject" node={node.reject} /> : null}
        </ol>
      ) : null}
    </li>
  );
}

function Branch({ kind, node }: { kind: 'resolve' | 'reject'; node: OperationNode }) {
  return (
    <li className={`operation-branch operation-branch--${kind}`}>
      <span className="operation-branch__label">{kind === 'resolve' ? '✓ On success →' : '✕ On failure →'}</span>
      <ol>
        <OperationItem node={node} />
      </ol>
    </li>
  );
}

function OperationBox({ operation, seen = false }: { operation: OperationRecord; seen?: boolean }) {
  return (
    <div className="operation-node__box">
      <strong>{operation.name || operation.key}</strong>
      <span className="operation-node__type">
        {operation.type} · key {operation.key}
        {seen ? ' · continues as above' : ''}
      </span>
    </div>
  );
}
