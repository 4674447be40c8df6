import { readFile } from 'node:fs/promises';
import { AppErrorList, isAppError } from '../errors/app-error.js';
import { applySchemaDiff } from '../services/schema/apply-schema-diff.js';
import { describeSteps } from '../services/schema/describe-steps.js';
import { diffSchema, type SchemaDiffResult } from '../services/schema/diff-schema.js';
import { parseSnapshotText } from '../services/schema/parse-snapshot-text.js';
import { EXIT_FAILED, EXIT_OK, EXIT_REFUSED, EXIT_USAGE, type CliCommand, type CliIo } from './cli-command.js';
import { confirm } from './confirm.js';
import { startProgress } from './progress.js';
import { withAppContext } from './with-app-context.js';

/**
 * `tessera schema apply FILE [--dry-run] [--yes] [--json]`: the changes a snapshot file makes to
 * the data model, listed (`+ collection articles`, `~ field articles.title (meta.note)`), then
 * applied through the same diff and apply operations as `/schema/diff` and `/schema/apply`.
 * Like the reference's command it applies snapshots of any server version and database. Without
 * --yes it asks on a terminal and refuses (exit 3) otherwise; --dry-run stops after the list;
 * --json prints the plan and result as JSON and draws no progress.
 */
export const schemaApplyCommand: CliCommand = async (config, { positionals, values }, io) => {
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) {
    io.stderr.write('Usage: tessera schema apply FILE [--dry-run] [--yes] [--json]\n');
    return EXIT_USAGE;
  }
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    io.stderr.write(`Could not read ${file}: ${(error as Error).message}\n`);
    return EXIT_FAILED;
  }
  const json = values.json === true;
  const report = (result: Record<string, unknown>) => {
    if (json) io.stdout.write(`${JSON.stringify(result)}\n`);
  };
  return withAppContext(config, async (ctx) => {
    let plan: SchemaDiffResult | null;
    try {
      plan = await diffSchema(ctx, parseSnapshotText(text, /\.ya?ml$/i.test(file) ? 'yaml' : 'json'), true);
    } catch (error) {
      return refused(error, io, json);
    }
    if (!plan) {
      report({ applied: false, changes: [] });
      if (!json) io.stdout.write('No changes to apply.\n');
      return EXIT_OK;
    }
    const changes = describeSteps(plan.steps);
    if (!json) io.stdout.write(`The following changes will be applied:\n${changes.join('\n')}\n`);
    if (values['dry-run'] === true) {
      report({ applied: false, dryRun: true, hash: plan.hash, changes, diff: plan.diff });
      return EXIT_OK;
    }
    if (values.yes !== true && !(await confirm(io, 'Apply these changes? [y/N] '))) {
      const reason = io.stdin?.isTTY ? 'Not confirmed' : 'Not applied: stdin is not a terminal; pass --yes to apply without asking';
      report({ applied: false, hash: plan.hash, changes, error: reason });
      io.stderr.write(`${reason}.\n`);
      return EXIT_REFUSED;
    }
    const progress = startProgress(io, 'Applying', 'changes', json);
    try {
      await applySchemaDiff(
        ctx,
        { hash: plan.hash, diff: plan.diff },
        { onPlan: (steps) => progress.setTotal(steps), onStep: progress.update },
      );
    } catch (error) {
      return refused(error, io, json);
    } finally {
      progress.stop();
    }
    report({ applied: true, hash: plan.hash, changes });
    if (!json) io.stdout.write(`Applied ${changes.length} change${changes.length === 1 ? '' : 's'}.\n`);
    return EXIT_OK;
  });
};

/** A file or diff the server declines (bad shape, a changed schema, a change that can't be made) exits 3; anything else fails. */
function refused(error: unknown, io: CliIo, json: boolean): number {
  const errors = error instanceof AppErrorList ? error.errors : isAppError(error) ? [error] : [];
  if (errors.length === 0 || !errors.every((e) => isAppError(e) && e.code === 'INVALID_PAYLOAD')) throw error;
  const described = errors.map((e) => ({ code: e.code, message: e.message, ...e.extensions }));
  if (json) io.stdout.write(`${JSON.stringify({ applied: false, error: described[0], errors: described })}\n`);
  io.stderr.write(`${errors.map((e) => e.message).join('\n')}\n`);
  return EXIT_REFUSED;
}
