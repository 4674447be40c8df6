import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { createContext, use } from 'react';
import type { DraftOperation, LinkKind } from './flow-draft.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { operationTypeLabel } from './type-labels.js';

/** What the node buttons do; null outside edit mode (no buttons). */
export interface NodeActions {
  edit(id: string): void;
  remove(id: string): void;
  addAfter(id: string, kind: LinkKind): void;
}

export const NodeActionsContext = createContext<NodeActions | null>(null);

export type TriggerNode = Node<{ label: string }, 'trigger'>;
export type OperationNodeType = Node<{ operation: DraftOperation }, 'operation'>;

export function TriggerNodeView({ id, data }: NodeProps<TriggerNode>) {
  const actions = use(NodeActionsContext);
  const { t } = useTranslation();
  return (
    <div className="flow-node flow-node--trigger">
      <strong>{t('flows.trigger')}</strong>
      <span className="flow-node__type">{data.label}</span>
      {actions ? (
        <div className="flow-node__actions nodrag">
          <button type="button" className="flow-node__button" onClick={() => actions.addAfter(id, 'resolve')}>
            {t('flows.addAfter')}
          </button>
        </div>
      ) : null}
      <Handle type="source" id="resolve" position={Position.Right} className="flow-handle flow-handle--resolve" />
    </div>
  );
}

export function OperationNodeView({ data }: NodeProps<OperationNodeType>) {
  const actions = use(NodeActionsContext);
  const { operation } = data;
  const { t } = useTranslation();
  const label = operation.name || operation.key;
  return (
    <div className="flow-node">
      <Handle type="target" id="in" position={Position.Left} className="flow-handle" />
      <strong>{label}</strong>
      <span className="flow-node__type">
        {operationTypeLabel(t, operation.type)} · {operation.key}
      </span>
      {actions ? (
        <div className="flow-node__actions nodrag" role="group" aria-label={t('flows.actionsOf', { name: label })}>
          <button
            type="button"
            className="flow-node__button"
            aria-label={t('flows.editNamed', { name: label })}
            onClick={() => actions.edit(operation.id)}
          >
            {t('insights.edit')}
          </button>
          <button
            type="button"
            className="flow-node__button"
            aria-label={t('flows.deleteNamed', { name: label })}
            onClick={() => actions.remove(operation.id)}
          >
            {t('common.delete')}
          </button>
          <button
            type="button"
            className="flow-node__button"
            aria-label={t('flows.addAfterOnSuccess', { name: label })}
            onClick={() => actions.addAfter(operation.id, 'resolve')}
          >
            + ✓
          </button>
          <button
            type="button"
            className="flow-node__button"
            aria-label={t('flows.addAfterOnFailure', { name: label })}
            onClick={() => actions.addAfter(operation.id, 'reject')}
          >
            + ✕
          </button>
        </div>
      ) : null}
      <Handle type="source" id="resolve" position={Position.Right} style={{ top: '35%' }} className="flow-handle flow-handle--resolve" />
      <Handle type="source" id="reject" position={Position.Right} style={{ top: '75%' }} className="flow-handle flow-handle--reject" />
    </div>
  );
}

export const NODE_TYPES = { trigger: TriggerNodeView, operation: OperationNodeView };
