import type { OperationRecord } from '../../../lib/flows/types.js';

/** The server's marker of a value cut to FLOWS_STEP_OUTPUT_MAX_SIZE (server: flows/stored-run-data.ts). */
const TRUNCATED = '--truncated--';

/** A stored value, unwrapped from the truncation marker; `isTruncated` says only its beginning is kept. */
export interface StoredValue {
  value: unknown;
  isTruncated: boolean;
}

/** One step of a run, as the run view shows it. */
export interface RunStepView {
  operation: string;
  key: string;
  /** The operation's name and type now; null when it has been deleted since. */
  name: string | null;
  type: string | null;
  status: 'resolve' | 'reject' | 'unknown';
  /** The options as rendered for the run; null when the step failed before rendering them. */
  options: Record<string, unknown> | null;
  /** The step's result (or error) under its key in the data chain; null when none was stored. */
  data: StoredValue | null;
}

export interface RunView {
  steps: RunStepView[];
  /**
   * The step the run failed at: its last one, when that did not resolve (the server's run outcome).
   * A reject followed by more steps (a condition's "no" path, a handled error) is a path, not a failure.
   */
  failed: RunStepView | null;
  trigger: StoredValue | null;
  accountability: StoredValue | null;
}

/**
 * A run's revision data (`{ steps: [{operation, key, status, options}], data: {$trigger, <key>: …} }`,
 * server: flows/record-flow-run.ts) as steps with their stored results, named after the flow's
 * operations. Null when the revision holds no steps list.
 */
export function runView(revisionData: Record<string, unknown> | null, operations: readonly OperationRecord[]): RunView | null {
  const steps = revisionData?.steps;
  if (!Array.isArray(steps)) return null;
  const chain = isRecord(revisionData?.data) ? revisionData.data : {};
  const byId = new Map(operations.map((operation) => [operation.id, operation]));
  const views = steps.filter(isRecord).map((step): RunStepView => {
    const key = typeof step.key === 'string' ? step.key : '';
    const operation = byId.get(String(step.operation));
    return {
      operation: String(step.operation ?? ''),
      key,
      name: operation ? operation.name || operation.key : null,
      type: operation?.type ?? null,
      status: step.status === 'resolve' || step.status === 'reject' ? step.status : 'unknown',
      options: isRecord(step.options) ? step.options : null,
      data: Object.hasOwn(chain, key) ? storedValue(chain[key]) : null,
    };
  });
  return {
    steps: views,
    failed: views.at(-1)?.status === 'resolve' ? null : (views.at(-1) ?? null),
    trigger: Object.hasOwn(chain, '$trigger') ? storedValue(chain.$trigger) : null,
    accountability: Object.hasOwn(chain, '$accountability') ? storedValue(chain.$accountability) : null,
  };
}

/** "Notify (notify)", or the key alone when the name is the key or the operation is gone. */
export function stepLabel(step: Pick<RunStepView, 'name' | 'key'>): string {
  return step.name && step.name !== step.key ? `${step.name} (${step.key})` : step.key;
}

function storedValue(value: unknown): StoredValue {
  if (isRecord(value) && Object.hasOwn(value, TRUNCATED)) return { value: value.start, isTruncated: true };
  return { value, isTruncated: false };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
