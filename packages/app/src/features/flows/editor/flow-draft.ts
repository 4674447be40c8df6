import type { FlowRecord, OperationRecord } from '../../../lib/flows/types.js';
import { i18n } from '../../../lib/i18n/i18n.js';

/** Pixels per grid unit of `position_x` / `position_y` (the reference's editor draws on a 20 px grid). */
export const GRID = 20;
/** Where a new operation goes relative to the one it follows, in grid units. */
const STEP_X = 14;
const STEP_Y = 10;

export type LinkKind = 'resolve' | 'reject';
/** The trigger's node id: the trigger links to the flow's first operation like a resolve. */
export const TRIGGER_ID = '$trigger';

export interface DraftOperation {
  id: string;
  isNew: boolean;
  name: string | null;
  key: string;
  type: string;
  position_x: number;
  position_y: number;
  options: Record<string, unknown>;
  resolve: string | null;
  reject: string | null;
}

/** The editor's state: the flow's first operation and its operations, edited in memory until saved. */
export interface FlowDraft {
  first: string | null;
  operations: DraftOperation[];
}

export function draftFromRecords(flow: Pick<FlowRecord, 'operation'>, operations: readonly OperationRecord[]): FlowDraft {
  return {
    first: flow.operation,
    operations: operations.map((operation) => ({
      id: operation.id,
      isNew: false,
      name: operation.name,
      key: operation.key,
      type: operation.type,
      position_x: operation.position_x,
      position_y: operation.position_y,
      options: operation.options ?? {},
      resolve: operation.resolve,
      reject: operation.reject,
    })),
  };
}

export interface GraphEdge {
  id: string;
  source: string;
  sourceHandle: LinkKind;
  target: string;
  kind: LinkKind;
}

/** The edges to draw: the trigger to the first operation, then each resolve (green) and reject (red) link. */
export function edgesOf(draft: FlowDraft): GraphEdge[] {
  const edges: GraphEdge[] = [];
  if (draft.first)
    edges.push({ id: `${TRIGGER_ID}:resolve`, source: TRIGGER_ID, sourceHandle: 'resolve', target: draft.first, kind: 'resolve' });
  for (const operation of draft.operations) {
    for (const kind of ['resolve', 'reject'] as const) {
      const target = operation[kind];
      if (target) edges.push({ id: `${operation.id}:${kind}`, source: operation.id, sourceHandle: kind, target, kind });
    }
  }
  return edges;
}

/** Sets (or clears, with `target` null) the link leaving `source` by `kind`; the trigger has only a resolve link. */
export function setLink(draft: FlowDraft, source: string, kind: LinkKind, target: string | null): FlowDraft {
  if (source === TRIGGER_ID) return kind === 'resolve' ? { ...draft, first: target } : draft;
  if (target === source) return draft;
  return {
    ...draft,
    operations: draft.operations.map((operation) => (operation.id === source ? { ...operation, [kind]: target } : operation)),
  };
}

/** Removes an operation and every link to it. */
export function removeOperation(draft: FlowDraft, id: string): FlowDraft {
  return {
    first: draft.first === id ? null : draft.first,
    operations: draft.operations
      .filter((operation) => operation.id !== id)
      .map((operation) => ({
        ...operation,
        resolve: operation.resolve === id ? null : operation.resolve,
        reject: operation.reject === id ? null : operation.reject,
      })),
  };
}

export type NewOperation = Pick<DraftOperation, 'id' | 'name' | 'key' | 'type' | 'options'>;

/**
 * Adds an operation after `after`'s `kind` handle, placed right of it (below for reject); whatever
 * that handle led to before now follows the new operation's resolve.
 */
export function addOperationAfter(draft: FlowDraft, after: string, kind: LinkKind, operation: NewOperation): FlowDraft {
  const previous = draft.operations.find((candidate) => candidate.id === after);
  const oldTarget = after === TRIGGER_ID ? draft.first : (previous?.[kind] ?? null);
  const added: DraftOperation = {
    ...operation,
    isNew: true,
    position_x: (previous?.position_x ?? 0) + STEP_X,
    position_y: (previous?.position_y ?? 0) + (kind === 'reject' ? STEP_Y : 0),
    resolve: oldTarget,
    reject: null,
  };
  return setLink({ ...draft, operations: [...draft.operations, added] }, after, kind, added.id);
}

export function moveOperation(draft: FlowDraft, id: string, x: number, y: number): FlowDraft {
  return {
    ...draft,
    operations: draft.operations.map((operation) => (operation.id === id ? { ...operation, position_x: x, position_y: y } : operation)),
  };
}

export function updateOperation(
  draft: FlowDraft,
  id: string,
  changes: Pick<DraftOperation, 'name' | 'key' | 'type' | 'options'>,
): FlowDraft {
  return { ...draft, operations: draft.operations.map((operation) => (operation.id === id ? { ...operation, ...changes } : operation)) };
}

/** What is wrong with a new or edited operation's key (null when nothing): a slug, unique in the flow. */
export function keyProblem(draft: FlowDraft, key: string, ownId: string | null): string | null {
  if (!/^[a-z0-9_-]+$/.test(key)) return i18n.t('flows.keyCharacters');
  if (draft.operations.some((operation) => operation.key === key && operation.id !== ownId)) return i18n.t('flows.keyTaken', { key });
  return null;
}
