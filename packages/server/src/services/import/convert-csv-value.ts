import type { FieldType } from '@tessera/shared';
import type { FieldOverview } from '../../schema/schema-overview.js';

/** Types whose CSV text is the value itself: "null", "true" or "{…}" stay the text they are. */
const TEXT_TYPES: ReadonlySet<FieldType> = new Set<FieldType>(['string', 'text', 'hash']);
const NUMBER_TYPES: ReadonlySet<FieldType> = new Set<FieldType>(['integer', 'float']);
/** Plain decimal notation only: "1e3", "0x10" or " 7" stay text and are refused by the field's type. */
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;

/**
 * One CSV cell → the payload value of `field`, read as the reference's import reads CSV text: an
 * empty cell is null; json fields, relational alias fields (o2m, m2m, m2a: a list of keys or items)
 * and csv lists given as a JSON array take JSON text; `{…}` on any other non-text field is a nested
 * item (a many-to-one given as an object); booleans and integers/floats become values of their type.
 * Anything else (dates, UUIDs, decimals, big integers, text that does not convert) stays text: the
 * item operations check and cast it exactly as for `POST /items`, and refuse what does not fit.
 */
export function convertCsvValue(field: Pick<FieldOverview, 'type' | 'alias'>, text: string): unknown {
  if (text === '') return null;
  if (TEXT_TYPES.has(field.type)) return text;
  if (text === 'null') return null;
  if (field.alias || field.type === 'json') return parseJsonOr(text);
  if (text.startsWith('{') || (field.type === 'csv' && text.startsWith('['))) return parseJsonOr(text);
  if (field.type === 'boolean') return booleanOr(text);
  if (NUMBER_TYPES.has(field.type) && NUMBER.test(text)) return numberOr(text, field.type === 'integer');
  if (field.type === 'bigInteger' && NUMBER.test(text) && Number.isSafeInteger(Number(text))) return Number(text);
  return text;
}

function parseJsonOr(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function booleanOr(text: string): unknown {
  const lower = text.toLowerCase();
  if (lower === 'true' || text === '1') return true;
  if (lower === 'false' || text === '0') return false;
  return text;
}

/** An integer column given "1.5" or a number past 2^53 keeps the text, so its type check names the problem. */
function numberOr(text: string, isInteger: boolean): unknown {
  const value = Number(text);
  if (isInteger && !Number.isSafeInteger(value)) return text;
  return Number.isFinite(value) ? value : text;
}
