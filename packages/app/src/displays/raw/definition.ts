import type { DisplayDefinition } from '../types.js';
import { i18n } from '../../lib/i18n/i18n.js';

const SHORT_JSON = 60;

/** The value as stored: text as is, objects and lists as JSON, shortened when long. */
export function rawText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    const json = JSON.stringify(value);
    return json.length > SHORT_JSON ? `${json.slice(0, SHORT_JSON - 1)}…` : json;
  }
  return String(value);
}

export const rawDisplay: DisplayDefinition = {
  id: 'raw',
  get name() {
    return i18n.t('displayOptions.displayRaw');
  },
  text: rawText,
};
