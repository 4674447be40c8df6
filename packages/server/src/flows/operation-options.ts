import { invalidPayload } from '../errors/error-helpers.js';
import { isNestedDeeperThan } from '../utils/nesting-depth.js';

/** How deep an option's JSON may nest before anything walks it (the reference's MAX_JSON_DEPTH default). */
export const MAX_OPTION_DEPTH = 100;

/**
 * An option that holds JSON (`payload`, `query`, `options`, …) as the operation gets it: the app
 * stores objects, but templating (`{{ $last }}`) and older flows leave JSON text, which is parsed
 * here as the reference's `optionToObject` does. Text that is not JSON is a 400 naming the option;
 * so is a value nested past MAX_OPTION_DEPTH.
 */
export function optionToObject(value: unknown, name: string): unknown {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      throw invalidPayload(`Option "${name}" is not valid JSON`);
    }
  }
  if (isNestedDeeperThan(parsed, MAX_OPTION_DEPTH)) throw invalidPayload(`Option "${name}" nests deeper than ${MAX_OPTION_DEPTH} levels`);
  return parsed;
}

/** An option meant as text: objects become their JSON, null and undefined the empty string. */
export function optionToString(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
