import type { OperationDefinition } from '../operation-types.js';

/** `log`: writes `message` to the server log at info level, naming the flow; resolves with null. */
const log: OperationDefinition<{ message?: unknown }> = {
  id: 'log',
  handler(options, { ctx, flow }) {
    const message = typeof options.message === 'string' ? options.message : JSON.stringify(options.message ?? null);
    ctx.logger.info({ flow: flow.id }, message);
    return null;
  },
};

export default log;
