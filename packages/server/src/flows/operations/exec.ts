import type { AppContext } from '../../app-context.js';
import { invalidPayload, serviceUnavailable } from '../../errors/error-helpers.js';
import type { OperationDefinition } from '../operation-types.js';
import { runIsolatedScript } from '../run-isolated-script.js';

/** Scripts running now, per server (tests run several servers in one process). */
const RUNNING = new WeakMap<AppContext, { count: number }>();

/**
 * `exec` (Run Script): `code` is `module.exports = async function (data) { … }`, called with a
 * JSON copy of the data chain in a sandbox of its own (see run-isolated-script.ts), limited by
 * `FLOWS_RUN_SCRIPT_MAX_MEMORY` and `FLOWS_RUN_SCRIPT_TIMEOUT`. Its result resolves the operation;
 * what it throws, or running past a limit, rejects it. Past `FLOWS_RUN_SCRIPT_MAX_CONCURRENT`
 * scripts at once, a new one is refused at once rather than queued, so a flood of runs cannot pile
 * up isolates and their memory.
 */
const exec: OperationDefinition<{ code?: unknown }> = {
  id: 'exec',
  // The script's result comes out of the sandbox as JSON text, parsed once (a large one costs a pass per copy).
  returnsJson: true,
  async handler(options, { ctx, data }) {
    if (typeof options.code !== 'string' || options.code.trim() === '') throw invalidPayload('Option "code" is required');
    let running = RUNNING.get(ctx);
    if (!running) RUNNING.set(ctx, (running = { count: 0 }));
    if (running.count >= ctx.config.FLOWS_RUN_SCRIPT_MAX_CONCURRENT) throw serviceUnavailable('run-script', 'Too many scripts are running');
    running.count++;
    try {
      return await runIsolatedScript(options.code, data, {
        memoryMb: ctx.config.FLOWS_RUN_SCRIPT_MAX_MEMORY,
        timeoutMs: ctx.config.FLOWS_RUN_SCRIPT_TIMEOUT,
      });
    } finally {
      running.count--;
    }
  },
};

export default exec;
