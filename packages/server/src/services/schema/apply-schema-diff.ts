import type { AppContext } from '../../app-context.js';
import type { Accountability } from '../../permissions/accountability.js';
import { runSchemaChange } from '../../schema/run-schema-change.js';
import { schemaTrail } from '../activity/schema-trail.js';
import { applySteps } from './apply-steps.js';
import { planDiff } from './plan-diff.js';
import { readSnapshot } from './read-snapshot.js';
import type { SchemaStep } from './schema-step.js';
import type { SnapshotDiffWithHash } from './snapshot-types.js';
import { assertDiffApplies } from './validate-diff.js';
import { versionedHash } from './versioned-hash.js';

export interface ApplySchemaDiffOptions {
  /** Called once the steps are known, then after each step with the number done. */
  onPlan?: (steps: number) => void;
  onStep?: (done: number) => void;
  /** Called with the steps once they have committed (not when the change was taken back). */
  onApplied?: (steps: readonly SchemaStep[]) => void;
  /** Whose change it is: its metadata writes are recorded in the activity and revisions as theirs. Absent: none (the CLI). */
  accountability?: Accountability | null;
}

/**
 * `POST /schema/apply`: applies a checked diff as one schema change (one transaction, or recorded
 * undo steps on MariaDB), refused unless the live model still has the hash the diff was made
 * against. The model is read inside the change, so no other change can slip in between the check
 * and the steps. Afterwards the cached model and the compiled rules (a removed collection takes
 * its permissions along) are dropped here and on the other instances. Answers the number of steps run.
 */
export async function applySchemaDiff(
  ctx: Pick<AppContext, 'db' | 'schema' | 'permissions' | 'logger' | 'writes'>,
  payload: SnapshotDiffWithHash,
  options: ApplySchemaDiffOptions = {},
): Promise<number> {
  try {
    const steps = await runSchemaChange(
      ctx,
      async (change) => {
        const current = readSnapshot(change.schema, change.dialect);
        if (!assertDiffApplies(payload, current, versionedHash(current))) return [];
        const planned = planDiff(current, structuredClone(payload.diff));
        options.onPlan?.(planned.length);
        await applySteps(change, planned, { loadOptions: ctx.schema.loadOptions, onStep: options.onStep });
        return planned;
      },
      options.accountability === undefined ? {} : { trail: schemaTrail(ctx.writes, options.accountability) },
    );
    if (steps.length > 0) options.onApplied?.(steps);
    return steps.length;
  } finally {
    ctx.permissions.invalidate();
  }
}
