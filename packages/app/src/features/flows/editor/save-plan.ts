import type { DraftOperation, FlowDraft } from './flow-draft.js';

type OperationFields = Omit<DraftOperation, 'isNew' | 'id'>;

/**
 * The writes that turn `saved` into `draft`, in a safe order: create the new operations without
 * links (a link may name an operation not created yet), then patch links and changed fields, then
 * point the flow at its first operation, and only then delete the removed ones (nothing links to
 * them any more).
 */
export interface SavePlan {
  create: Array<Omit<DraftOperation, 'isNew'> & { flow: string }>;
  update: Array<{ id: string; patch: Partial<OperationFields> }>;
  flow: { operation: string | null } | null;
  remove: string[];
}

const FIELDS = ['name', 'key', 'type', 'position_x', 'position_y', 'options', 'resolve', 'reject'] as const;

export function savePlan(flowId: string, saved: FlowDraft, draft: FlowDraft): SavePlan {
  const before = new Map(saved.operations.map((operation) => [operation.id, operation]));
  const plan: SavePlan = { create: [], update: [], flow: null, remove: [] };
  for (const operation of draft.operations) {
    const { isNew: _isNew, ...record } = operation;
    const old = before.get(operation.id);
    if (!old) {
      plan.create.push({
        ...record,
        position_x: Math.round(record.position_x),
        position_y: Math.round(record.position_y),
        resolve: null,
        reject: null,
        flow: flowId,
      });
      const links = { resolve: operation.resolve, reject: operation.reject };
      if (links.resolve || links.reject) plan.update.push({ id: operation.id, patch: links });
      continue;
    }
    const patch: Partial<OperationFields> = {};
    for (const field of FIELDS) {
      const value = field === 'position_x' || field === 'position_y' ? Math.round(operation[field]) : operation[field];
      if (JSON.stringify(value) !== JSON.stringify(old[field])) Object.assign(patch, { [field]: value });
    }
    if (Object.keys(patch).length > 0) plan.update.push({ id: operation.id, patch });
  }
  if (draft.first !== saved.first) plan.flow = { operation: draft.first };
  const kept = new Set(draft.operations.map((operation) => operation.id));
  plan.remove = saved.operations.filter((operation) => !kept.has(operation.id)).map((operation) => operation.id);
  return plan;
}

export function planIsEmpty(plan: SavePlan): boolean {
  return plan.create.length === 0 && plan.update.length === 0 && plan.flow === null && plan.remove.length === 0;
}
