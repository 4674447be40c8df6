import { Cron } from 'croner';
import { isPlainObject } from '../utils/is-plain-object.js';

/**
 * A problem with a flow's `options` as a sentence, or null: they have to be an object, and a
 * `cron` in them has to be an expression croner schedules (5 fields, or 6 with seconds), so a
 * schedule flow never sits silently unscheduled.
 */
export function flowOptionsProblem(value: unknown): string | null {
  if (!isPlainObject(value)) return 'Value has to be an object.';
  if (value.cron === undefined || value.cron === null) return null;
  if (typeof value.cron !== 'string' || value.cron.length > 200) return '"cron" has to be a cron expression.';
  try {
    new Cron(value.cron, { paused: true }).stop();
    return null;
  } catch {
    return `"cron" is not a valid cron expression.`;
  }
}
