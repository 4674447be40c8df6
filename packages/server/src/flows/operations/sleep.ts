import { setTimeout as wait } from 'node:timers/promises';
import { invalidPayload } from '../../errors/error-helpers.js';
import type { OperationDefinition } from '../operation-types.js';

/** The longest pause one `sleep` may take: a run holds its trigger's request open meanwhile. */
export const MAX_SLEEP_MS = 15 * 60 * 1000;

/** `sleep`: waits `milliseconds` (0 to 15 minutes), then resolves with null. */
const sleep: OperationDefinition<{ milliseconds?: unknown }> = {
  id: 'sleep',
  async handler(options) {
    const milliseconds = Number(options.milliseconds);
    if (!Number.isFinite(milliseconds) || milliseconds < 0 || milliseconds > MAX_SLEEP_MS)
      throw invalidPayload(`"milliseconds" has to be a number from 0 to ${MAX_SLEEP_MS}`);
    await wait(milliseconds);
    return null;
  },
};

export default sleep;
