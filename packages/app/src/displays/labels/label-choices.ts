import type { LayoutColumn } from '../../layouts/types.js';
import { fieldOptions } from '../../lib/schema/field-meta.js';
import { displayOptions } from '../types.js';

/** One value's look: its text and the colours of its chip or dot. */
export interface LabelLook {
  value: string;
  text: string;
  foreground: string | null;
  background: string | null;
}

interface Choice {
  text?: unknown;
  value?: unknown;
  foreground?: unknown;
  background?: unknown;
}

function colour(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The display's own choices, else the interface's (a select's choices read the same). */
function choicesOf(column: LayoutColumn): Choice[] {
  const own = displayOptions(column).choices;
  if (Array.isArray(own) && own.length > 0) return own as Choice[];
  const fromInterface = fieldOptions(column.field).choices;
  return Array.isArray(fromInterface) ? (fromInterface as Choice[]) : [];
}

/** The values a cell holds: one, or each of a csv / json list. */
export function labelValues(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value))
    return value
      .filter((entry) => entry !== null && entry !== undefined)
      .map((entry) => (typeof entry === 'object' ? JSON.stringify(entry) : String(entry)));
  if (typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)];
}

/** How each value of a cell looks; a value with no choice shows as it is. */
export function labelLooks(value: unknown, column: LayoutColumn): LabelLook[] {
  const choices = choicesOf(column);
  return labelValues(value).map((entry) => {
    const choice = choices.find((candidate) => candidate !== null && typeof candidate === 'object' && String(candidate.value) === entry);
    if (!choice) return { value: entry, text: entry, foreground: null, background: null };
    return {
      value: entry,
      text: typeof choice.text === 'string' && choice.text !== '' ? choice.text : entry,
      foreground: colour(choice.foreground),
      background: colour(choice.background),
    };
  });
}
