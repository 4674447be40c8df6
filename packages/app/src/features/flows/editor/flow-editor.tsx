import {
  Background,
  Controls,
  ReactFlow,
  type Connection,
  type Edge,
  type EdgeChange,
  type Node,
  type NodeChange,
  type ReactFlowInstance,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/button.js';
import { ConfirmDialog } from '../../../components/confirm-dialog.js';
import { useNotify } from '../../../components/notifications/use-notify.js';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard.js';
import { errorMessage } from '../../../lib/api-error.js';
import type { FlowRecord, OperationRecord } from '../../../lib/flows/types.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import {
  addOperationAfter,
  draftFromRecords,
  edgesOf,
  GRID,
  moveOperation,
  removeOperation,
  setLink,
  TRIGGER_ID,
  updateOperation,
  type FlowDraft,
  type LinkKind,
} from './flow-draft.js';
import { NODE_TYPES, NodeActionsContext, type NodeActions } from './flow-nodes.js';
import { OperationDialog } from './operation-dialog.js';
import { panIntoView } from './pan-into-view.js';
import { planIsEmpty, savePlan } from './save-plan.js';
import { TriggerDialog } from './trigger-dialog.js';
import { triggerTypeLabel } from './type-labels.js';
import { useSaveFlow, useSaveTrigger } from './use-save-flow.js';
import './flow-editor.css';

const FIT_VIEW = { maxZoom: 1 };
/** About the size of an operation node in edit mode (its buttons wrap under the name), to pan it into view. */
const NODE_SIZE = { width: 220, height: 110 };

type Dialog =
  { kind: 'add'; after: string; link: LinkKind } | { kind: 'edit'; id: string } | { kind: 'delete'; id: string } | { kind: 'trigger' };

/** The flow as a graph (trigger and operations at their grid positions); "Edit" makes it editable until saved or cancelled. */
export function FlowEditor({ flow, operations }: { flow: FlowRecord; operations: readonly OperationRecord[] }) {
  const saved = useMemo(() => draftFromRecords(flow, operations), [flow, operations]);
  const [draft, setDraft] = useState<FlowDraft | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const notify = useNotify();
  const { t } = useTranslation();
  const save = useSaveFlow(flow.id);
  const saveTrigger = useSaveTrigger(flow.id);
  const editing = draft !== null;
  const shown = draft ?? saved;
  // Edits that would write something; an opened-but-untouched editor leaves freely.
  const hasEdits = draft !== null && !planIsEmpty(savePlan(flow.id, saved, draft));
  const neverAllow = useRef(false);
  const canvas = useRef<ReactFlowInstance | null>(null);
  const canvasBox = useRef<HTMLDivElement>(null);

  const actions = useMemo<NodeActions | null>(
    () =>
      editing
        ? {
            edit: (id) => setDialog({ kind: 'edit', id }),
            remove: (id) => setDialog({ kind: 'delete', id }),
            addAfter: (after, link) => setDialog({ kind: 'add', after, link }),
          }
        : null,
    [editing],
  );

  const triggerLabel = flow.trigger ? triggerTypeLabel(t, flow.trigger) : t('flows.none');
  const nodes: Node[] = [
    {
      id: TRIGGER_ID,
      type: 'trigger',
      position: { x: 0, y: 0 },
      data: { label: triggerLabel },
      draggable: false,
      deletable: false,
      ariaLabel: t('flows.triggerNamed', { label: triggerLabel }),
    },
    ...shown.operations.map((operation) => ({
      id: operation.id,
      type: 'operation',
      position: { x: operation.position_x * GRID, y: operation.position_y * GRID },
      data: { operation },
      deletable: false,
      ariaLabel: t('flows.operationNamed', { name: operation.name || operation.key, type: operation.type }),
    })),
  ];
  const edges: Edge[] = edgesOf(shown).map((edge) => ({
    id: edge.id,
    source: edge.source,
    sourceHandle: edge.sourceHandle,
    target: edge.target,
    targetHandle: 'in',
    className: `flow-edge flow-edge--${edge.kind}`,
    style: { stroke: edge.kind === 'resolve' ? 'var(--flow-resolve)' : 'var(--flow-reject)', strokeWidth: 2 },
    ariaLabel: t(edge.kind === 'resolve' ? 'flows.onSuccessLink' : 'flows.onFailureLink'),
  }));

  /** Pans (never zooms) just enough to show the operation just added, when it lands outside the view. */
  function showNewest(next: FlowDraft) {
    const added = next.operations.at(-1);
    const instance = canvas.current;
    const width = canvasBox.current?.clientWidth ?? 0;
    const height = canvasBox.current?.clientHeight ?? 0;
    if (!added || !instance || width === 0 || height === 0) return;
    const box = { x: added.position_x * GRID, y: added.position_y * GRID, ...NODE_SIZE };
    const viewport = instance.getViewport();
    const shown = panIntoView(viewport, box, width, height);
    if (shown !== viewport) void instance.setViewport(shown, { duration: 200 });
  }

  function onNodesChange(changes: NodeChange[]) {
    setDraft((current) => {
      if (!current) return current;
      let next = current;
      for (const change of changes) {
        if (change.type === 'position' && change.position && change.id !== TRIGGER_ID) {
          next = moveOperation(next, change.id, change.position.x / GRID, change.position.y / GRID);
        }
      }
      return next;
    });
  }

  function onEdgesChange(changes: EdgeChange[]) {
    setDraft((current) => {
      if (!current) return current;
      let next = current;
      for (const change of changes) {
        if (change.type !== 'remove') continue;
        const [source, kind] = splitEdgeId(change.id);
        next = setLink(next, source, kind, null);
      }
      return next;
    });
  }

  function onConnect(connection: Connection) {
    if (connection.target === TRIGGER_ID) return;
    const kind = connection.sourceHandle === 'reject' ? 'reject' : 'resolve';
    setDraft((current) => (current ? setLink(current, connection.source, kind, connection.target) : current));
  }

  function onSave() {
    if (!draft) return;
    const plan = savePlan(flow.id, saved, draft);
    if (planIsEmpty(plan)) return setDraft(null);
    save.mutate(plan, {
      onSuccess: () => {
        setDraft(null);
        notify({ title: t('flows.flowSaved'), kind: 'success' });
      },
      onError: (error) => notify({ title: t('flows.flowNotSaved'), text: errorMessage(error), kind: 'danger' }),
    });
  }

  const edited = dialog?.kind === 'edit' ? shown.operations.find((operation) => operation.id === dialog.id) : undefined;
  const deleting = dialog?.kind === 'delete' ? shown.operations.find((operation) => operation.id === dialog.id) : undefined;

  return (
    <div className="flow-editor">
      <UnsavedChangesGuard hasEdits={hasEdits} allowRef={neverAllow} />
      <div className="flow-editor__toolbar" role="toolbar" aria-label={t('flows.flowEditor')}>
        {editing ? (
          <>
            <Button variant="primary" isLoading={save.isPending} onClick={onSave}>
              {t('common.save')}
            </Button>
            <Button onClick={() => setDraft(null)} disabled={save.isPending}>
              {t('common.cancel')}
            </Button>
            <span className="flow-editor__hint">{t('flows.editHint')}</span>
          </>
        ) : (
          <>
            <Button onClick={() => setDraft(saved)}>{t('insights.edit')}</Button>
            <Button onClick={() => setDialog({ kind: 'trigger' })}>{t('flows.triggerSetup')}</Button>
          </>
        )}
        <Button onClick={() => void canvas.current?.fitView(FIT_VIEW)}>{t('flows.fitView')}</Button>
      </div>
      <NodeActionsContext value={actions}>
        <div className="flow-editor__canvas" aria-label={t('flows.flowGraph')} ref={canvasBox}>
          <ReactFlow
            // Fitted once, on first load; adding or removing a node keeps the user's zoom and pan
            // (a new node lands next to the one it follows), and "Fit view" refits on demand.
            onInit={(instance) => {
              canvas.current = instance;
            }}
            nodes={nodes}
            edges={edges}
            nodeTypes={NODE_TYPES}
            onNodesChange={onNodesChange}
            onEdgesChange={onEdgesChange}
            onConnect={onConnect}
            nodesDraggable={editing}
            nodesConnectable={editing}
            edgesFocusable={editing}
            elementsSelectable={editing}
            deleteKeyCode={editing ? ['Backspace', 'Delete'] : null}
            snapToGrid
            snapGrid={[GRID, GRID]}
            fitView
            fitViewOptions={FIT_VIEW}
            proOptions={{ hideAttribution: true }}
          >
            <Background gap={GRID} />
            {/* Top left: notifications stack up from the bottom right and would cover them there. */}
            <Controls position="top-left" showInteractive={false} showFitView={false} />
          </ReactFlow>
        </div>
      </NodeActionsContext>
      {dialog?.kind === 'add' && draft ? (
        <OperationDialog
          draft={draft}
          trigger={flow.trigger}
          onClose={() => setDialog(null)}
          onSubmit={(operation) => {
            const next = addOperationAfter(draft, dialog.after, dialog.link, { ...operation, id: crypto.randomUUID() });
            setDraft(next);
            setDialog(null);
            showNewest(next);
          }}
        />
      ) : null}
      {edited && draft ? (
        <OperationDialog
          draft={draft}
          trigger={flow.trigger}
          operation={edited}
          onClose={() => setDialog(null)}
          onSubmit={(changes) => {
            setDraft(updateOperation(draft, edited.id, changes));
            setDialog(null);
          }}
        />
      ) : null}
      {deleting && draft ? (
        <ConfirmDialog
          title={t('flows.deleteTitle', { name: deleting.name || deleting.key })}
          confirmLabel={t('common.delete')}
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            setDraft(removeOperation(draft, deleting.id));
            setDialog(null);
          }}
        >
          {t('flows.deleteText')}
        </ConfirmDialog>
      ) : null}
      {dialog?.kind === 'trigger' ? (
        <TriggerDialog
          flow={flow}
          isSaving={saveTrigger.isPending}
          onClose={() => setDialog(null)}
          onSubmit={(setup) =>
            saveTrigger.mutate(setup, {
              onSuccess: () => {
                setDialog(null);
                notify({ title: t('flows.triggerSaved'), kind: 'success' });
              },
              onError: (error) => notify({ title: t('flows.triggerNotSaved'), text: errorMessage(error), kind: 'danger' }),
            })
          }
        />
      ) : null}
    </div>
  );
}

function splitEdgeId(id: string): [string, LinkKind] {
  const at = id.lastIndexOf(':');
  return [id.slice(0, at), id.slice(at + 1) === 'reject' ? 'reject' : 'resolve'];
}
