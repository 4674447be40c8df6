import { CORE_SCHEMA, load } from 'js-yaml';
import { invalidPayload } from '../../errors/error-helpers.js';
import { valueBudgetProblem } from '../../utils/value-budget.js';

export type SnapshotFormat = 'json' | 'yaml';

/**
 * Bounds of a parsed snapshot or diff file. A large model (a thousand fields) is some 100,000
 * values; a YAML file whose aliases unfold past the bound is refused before anything walks it.
 */
export const SNAPSHOT_FILE_BUDGET = { maxDepth: 100, maxNodes: 1_000_000 };

/**
 * A snapshot (or diff) file's text as data. YAML is read with the core schema, so values stay
 * what JSON would make of them (`2024-01-01` is a string, not a Date). Malformed text and files
 * past SNAPSHOT_FILE_BUDGET are INVALID_PAYLOAD, worded as the reference words them.
 */
export function parseSnapshotText(text: string, format: SnapshotFormat): unknown {
  let value: unknown;
  try {
    value = format === 'json' ? JSON.parse(text) : load(text, { schema: CORE_SCHEMA });
  } catch {
    throw invalidPayload(`The provided ${format === 'json' ? 'JSON' : 'YAML'} is invalid`);
  }
  if (value === undefined || value === null || value === '') throw invalidPayload('No file was included in the body');
  const problem = valueBudgetProblem(value, SNAPSHOT_FILE_BUDGET);
  if (problem) throw invalidPayload(`The provided file is too large: ${problem}`);
  return value;
}
