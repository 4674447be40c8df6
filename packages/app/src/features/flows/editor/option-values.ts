import type { OptionField } from './operation-types.js';

/** The form's text of each option: JSON fields as pretty JSON, lists comma-separated, booleans "true"/"". */
export type OptionTexts = Record<string, string>;

export function optionTexts(fields: readonly OptionField[], options: Record<string, unknown>): OptionTexts {
  const texts: OptionTexts = {};
  for (const field of fields) {
    const value = options[field.name];
    if (value === undefined || value === null) texts[field.name] = '';
    else if (field.kind === 'json') texts[field.name] = JSON.stringify(value, null, 2);
    else if (field.kind === 'list') texts[field.name] = Array.isArray(value) ? value.join(', ') : String(value);
    else if (field.kind === 'boolean') texts[field.name] = value === true ? 'true' : '';
    else texts[field.name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return texts;
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
    if (text === '') continue;
    switch (field.kind) {
      case 'json':
        try {
          options[field.name] = JSON.parse(text) as unknown;
        } catch {
          return { error: `"${field.label}" is not valid JSON.` };
        }
        break;
      case 'number': {
        const value = Number(text);
        if (!Number.isFinite(value)) return { error: `"${field.label}" must be a number.` };
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
