import type { Field } from '../lib/schema/types.js';

/**
 * The API's refusals that name a field (FAILED_VALIDATION, RECORD_NOT_UNIQUE, NOT_NULL_VIOLATION),
 * keyed by field, each as a sentence an editor can act on. FAILED_VALIDATION carries the failing
 * rule in `extensions.type` (the operator without its underscore: `required`, `regex`, `eq`…).
 */

interface ErrorEntry {
  message: string;
  extensions?: {
    code?: unknown;
    field?: unknown;
    type?: unknown;
    valid?: unknown;
    invalid?: unknown;
    substring?: unknown;
  };
}

const shown = (value: unknown): string =>
  Array.isArray(value) ? value.map(String).join(', ') : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

type Extensions = NonNullable<ErrorEntry['extensions']>;

/** A sentence naming the rule's value, or null when the answer left the value out. */
const naming = (key: 'valid' | 'invalid' | 'substring', words: string) => (ext: Extensions) =>
  ext[key] === undefined ? null : `${words} ${shown(ext[key])}.`;

/** Sentences per rule type; a type not listed (or without its value) falls back to the server's own detail. */
const BY_TYPE: Record<string, (extensions: Extensions) => string | null> = {
  required: () => 'Value is required.',
  submitted: () => 'Value is required.',
  unique: () => 'Value has to be unique.',
  nnull: () => "Value can't be empty.",
  nempty: () => "Value can't be empty.",
  regex: naming('valid', 'Must match'),
  eq: naming('valid', 'Value has to be'),
  neq: naming('invalid', "Value can't be"),
  in: naming('valid', 'Value has to be one of'),
  nin: naming('invalid', "Value can't be one of"),
  contains: naming('substring', 'Value has to contain'),
  ncontains: naming('substring', "Value can't contain"),
  gt: naming('valid', 'Value has to be greater than'),
  gte: naming('valid', 'Value has to be at least'),
  lt: naming('valid', 'Value has to be less than'),
  lte: naming('valid', 'Value has to be at most'),
};

const BY_CODE: Record<string, string> = {
  RECORD_NOT_UNIQUE: 'Value has to be unique.',
  NOT_NULL_VIOLATION: 'Value is required.',
  VALUE_TOO_LONG: 'Value is too long.',
  VALUE_OUT_OF_RANGE: 'Value is out of range.',
  INVALID_FOREIGN_KEY: "The related item doesn't exist.",
};

function entriesOf(error: unknown): ErrorEntry[] {
  const list = typeof error === 'object' && error !== null ? (error as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (entry): entry is ErrorEntry => typeof entry === 'object' && entry !== null && typeof (entry as ErrorEntry).message === 'string',
  );
}

/** `Validation failed for field "x". Value has to be …` → `Value has to be …`. */
function detailOf(message: string): string {
  return message.replace(/^Validation failed for field "[^"]*"\.\s*/, '').trim();
}

function readable(entry: ErrorEntry): string {
  const extensions = entry.extensions ?? {};
  const type = typeof extensions.type === 'string' ? extensions.type : null;
  const code = typeof extensions.code === 'string' ? extensions.code : null;
  const byType = type && Object.hasOwn(BY_TYPE, type) ? BY_TYPE[type]?.(extensions) : null;
  if (byType) return byType;
  if (code && Object.hasOwn(BY_CODE, code)) return BY_CODE[code] ?? entry.message;
  return detailOf(entry.message) || entry.message;
}

// Rule types that say a value is missing: those keep their own sentence, not the field's validation message.
const MISSING_TYPES = ['required', 'submitted', 'nnull', 'nempty'];

/** The field's own `validation_message` when the refusal is its validation rule failing (as the reference shows it). */
function customMessage(entry: ErrorEntry, field: Pick<Field, 'field' | 'meta'> | undefined): string | null {
  const message = field?.meta?.validation_message;
  if (!message || entry.extensions?.code !== 'FAILED_VALIDATION') return null;
  const type = entry.extensions.type;
  return typeof type === 'string' && MISSING_TYPES.includes(type) ? null : message;
}

/**
 * The field-level refusals of an API error, keyed by field (the first per field), as readable
 * messages; with the collection's fields, a failed validation rule reads as its `validation_message`.
 */
export function serverFieldErrors(error: unknown, fields: readonly Pick<Field, 'field' | 'meta'>[] = []): Record<string, string> {
  const result: Record<string, string> = {};
  for (const entry of entriesOf(error)) {
    const field = entry.extensions?.field;
    if (typeof field !== 'string' || field === '' || field in result) continue;
    result[field] =
      customMessage(
        entry,
        fields.find((candidate) => candidate.field === field),
      ) ?? readable(entry);
  }
  return result;
}
