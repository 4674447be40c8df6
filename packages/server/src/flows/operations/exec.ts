import { invalidPayload } from '../../errors/error-helpers.js';
import type { OperationDefinition } from '../operation-types.js';
import { runIsolatedScript } from '../run-isolated-script.js';

/**
 * `exec` (Run Script): `code` is `module.exports = async function (data) { … }`, called with a
 * JSON copy of the data chain in a sandbox of its own (see run-isolated-script.ts), limited by
 * `FLOWS_RUN_SCRIPT_MAX_MEMORY` and `FLOWS_RUN_SCRIPT_TIMEOUT`. Its result resolves the operation;
 * what it throws, or running past a limit, rejects it.
 */
const exec: OperationDefinition<{ code?: unknown }> = {
  id: 'exec',
  async handler(options, { ctx, data }) {
    if (typeof options.code !== 'string' || options.code.trim() === '') throw invalidPayload('Option "code" is required');
    return runIsolatedScript(options.code, data, {
      memoryMb: ctx.config.FLOWS_RUN_SCRIPT_MAX_MEMORY,
      timeoutMs: ctx.config.FLOWS_RUN_SCRIPT_TIMEOUT,
    });
  },
};

export default exec;
