import type { OperationRecord } from '../../../lib/flows/types.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { operationTree, type OperationNode } from '../operation-tree.js';

/** The operation chain as nested boxes: under each operation, where its success (resolve) and failure (reject) paths lead. */
export function OperationGraph({ first, operations }: { first: string | null; operations: readonly OperationRecord[] }) {
  const { t } = useTranslation();
  const { root, unreachable } = operationTree(first, operations);
  return (
    <>
      {root ? (
        <ol className="operation-graph" aria-label={t('flows.operations')}>
          <OperationItem node={root} />
        </ol>
      ) : (
        <p>{t('flows.noOperation')}</p>
      )}
      {unreachable.length > 0 ? (
        <>
          <h3>{t('flows.notConnected')}</h3>
          <ul className="operation-graph" aria-label={t('flows.operationsNotConnected')}>
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
  const { t } = useTranslation();
  return (
    <li className={`operation-branch operation-branch--${kind}`}>
      <span className="operation-branch__label">{kind === 'resolve' ? `✓ ${t('flows.onSuccess')} →` : `✕ ${t('flows.onFailure')} →`}</span>
      <ol>
        <OperationItem node={node} />
      </ol>
    </li>
  );
}

function OperationBox({ operation, seen = false }: { operation: OperationRecord; seen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="operation-node__box">
      <strong>{operation.name || operation.key}</strong>
      <span className="operation-node__type">
        {operation.type} · {t('flows.keyNamed', { key: operation.key })}
        {seen ? ` · ${t('flows.continuesAsAbove')}` : ''}
      </span>
    </div>
  );
}
