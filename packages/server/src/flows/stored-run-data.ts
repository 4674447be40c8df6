import { REDACTED } from '../logging/sensitive-keys.js';
import type { DataChain } from './operation-types.js';
import { isRedactedKey, redactRunData } from './redact-run-data.js';

/** Marks a value cut to FLOWS_STEP_OUTPUT_MAX_SIZE: `{ "--truncated--": "…", "start": <its beginning> }`. */
export const TRUNCATED = '--truncated--';
/** Marks `$last` when it is another key's value, stored once under that key: `{ "--same-as--": "<key>" }`. */
export const SAME_AS = '--same-as--';

/**
 * A run's data chain as its revision keeps it: secrets redacted (redactRunData); each value (an
 * operation's result, `$trigger`, …) at most about `maxBytes` of JSON, past which only its
 * beginning is kept under a `--truncated--` marker; and `$last`, which is always the result of the
 * last operation (or the trigger), stored as a pointer to it rather than a second copy.
 */
export function storedRunData(data: DataChain, maxBytes: number): Record<string, unknown> {
  const stored: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of Object.entries(data)) {
    const twin = key === '$last' ? twinOf(data, value) : undefined;
    if (twin !== undefined) {
      stored[key] = { [SAME_AS]: twin };
      continue;
    }
    if (isRedactedKey(key)) {
      stored[key] = REDACTED;
      continue;
    }
    const budget = { left: maxBytes, cut: false };
    const copy = redactRunData(value, budget, 1);
    stored[key] = budget.cut ? { [TRUNCATED]: `Only the first ${maxBytes} bytes or so are kept`, start: copy } : copy;
  }
  return stored;
}

/** The latest other key holding this very object or string, if any. */
function twinOf(data: DataChain, value: unknown): string | undefined {
  if (typeof value !== 'string' && (value === null || typeof value !== 'object')) return undefined;
  const keys = Object.keys(data);
  for (let index = keys.length - 1; index >= 0; index -= 1) {
    const key = keys[index]!;
    if (key !== '$last' && Object.is(data[key], value)) return key;
  }
  return undefined;
}
