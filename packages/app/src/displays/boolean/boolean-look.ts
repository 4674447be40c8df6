import type { LayoutColumn } from '../../layouts/types.js';
import { displayOptions, stringOption } from '../types.js';

export interface BooleanLook {
  /** What the value says in words: the label option, else Yes / No. */
  text: string;
  /** Whether the words are shown beside the icon (a label option is set) or only read out. */
  isLabelShown: boolean;
  icon: string;
  color: string;
}

/** The on/off look of a boolean: `labelOn`/`labelOff`, `colorOn`/`colorOff`, `iconOn`/`iconOff`. */
export function booleanLook(value: boolean, column: LayoutColumn): BooleanLook {
  const options = displayOptions(column);
  const label = stringOption(options, value ? 'labelOn' : 'labelOff');
  return {
    text: label ?? (value ? 'Yes' : 'No'),
    isLabelShown: label !== undefined,
    icon: value ? '✓' : '✕',
    color: stringOption(options, value ? 'colorOn' : 'colorOff') ?? (value ? 'var(--primary)' : 'var(--fg-muted)'),
  };
}

export function booleanValue(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return null;
}
