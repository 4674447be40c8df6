import { i18n } from '../../../lib/i18n/i18n.js';
import type { OptionField } from './operation-types.js';

/**
 * The form's text of each option: JSON fields as pretty JSON, lists comma-separated, booleans
 * "true"/"", a picker's list (scopes, collections, users) as a JSON array of strings.
 */
export type OptionTexts = Record<string, string>;

/** The kinds whose value is a list of strings chosen in a picker. */
const PICKED_LISTS: ReadonlySet<OptionField['kind']> = new Set(['scopes', 'collections', 'users']);

/** The permissions option's value when none is stored: the server's default (operation-access.ts). */
export const DEFAULT_PERMISSIONS = '$trigger';

export function optionTexts(fields: readonly OptionField[], options: Record<string, unknown>): OptionTexts {
  const texts: OptionTexts = {};
  for (const field of fields) {
    const value = options[field.name];
    if (PICKED_LISTS.has(field.kind)) texts[field.name] = JSON.stringify(stringList(value));
    else if (field.kind === 'permissions') texts[field.name] = typeof value === 'string' && value !== '' ? value : DEFAULT_PERMISSIONS;
    else if (value === undefined || value === null) texts[field.name] = '';
    else if (field.kind === 'json') texts[field.name] = JSON.stringify(value, null, 2);
    else if (field.kind === 'list') texts[field.name] = Array.isArray(value) ? value.join(', ') : String(value);
    else if (field.kind === 'boolean') texts[field.name] = value === true ? 'true' : '';
    else texts[field.name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return texts;
}

/** A picker's list from its text (a JSON array of strings); anything else is an empty list. */
export function pickedList(text: string | undefined): string[] {
  try {
    return stringList(JSON.parse(text ?? '[]') as unknown);
  } catch {
    return [];
  }
}

/** The text of a picker's list. */
export function pickedText(values: readonly string[]): string {
  return JSON.stringify(values);
}

/**
 * The options to store from the form's texts, keeping any option the form does not show; an
 * empty field is left out. A JSON field that does not parse or a number that is not one gives a
 * message naming the field.
 */
export function parseOptions(
  fields: readonly OptionField[],
  texts: OptionTexts,
  previous: Record<string, unknown> = {},
): { options: Record<string, unknown> } | { error: string } {
  const options: Record<string, unknown> = { ...previous };
  for (const field of fields) {
    const text = (texts[field.name] ?? '').trim();
    delete options[field.name];
    if (PICKED_LISTS.has(field.kind)) {
      const values = pickedList(text);
      // A template on its own is stored as typed: it may render to a list of ids (the server reads a list or one value).
      if (field.kind === 'users' && values.length === 1 && isTemplate(values[0]!)) options[field.name] = values[0];
      else if (values.length > 0) options[field.name] = values;
      continue;
    }
    if (text === '') continue;
    switch (field.kind) {
      case 'json':
        try {
          options[field.name] = JSON.parse(text) as unknown;
        } catch {
          return { error: i18n.t('flows.optionNotJson', { label: i18n.t(field.label) }) };
        }
        break;
      case 'number': {
        const value = Number(text);
        if (!Number.isFinite(value)) return { error: i18n.t('flows.optionNotNumber', { label: i18n.t(field.label) }) };
        options[field.name] = value;
        break;
      }
      case 'boolean':
        options[field.name] = text === 'true';
        break;
      case 'list':
        options[field.name] = text
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean);
        break;
      default:
        options[field.name] = text;
    }
  }
  return { options };
}

/** Whether a value is a `{{…}}` template of the run's data rather than a literal. */
export function isTemplate(value: string): boolean {
  return /\{\{.*\}\}/s.test(value);
}

/**
 * A stored list option as strings: an array's strings, or a string split at commas (the server
 * reads both); a string holding a template stays whole.
 */
function stringList(value: unknown): string[] {
  if (typeof value === 'string' && isTemplate(value)) return [value.trim()];
  if (typeof value === 'string')
    return value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];
}
