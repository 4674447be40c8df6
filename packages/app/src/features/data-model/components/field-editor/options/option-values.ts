import type { OptionDeclaration } from '../../../../../lib/options/option-declaration.js';

const NUMERIC_TYPES = ['integer', 'bigInteger', 'float', 'decimal'];

/**
 * The options with one key set: an empty text, number or list removes the key, so a field keeps
 * only the options someone chose (the interface's own default applies to the rest).
 */
export function withOption(options: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const next: Record<string, unknown> = { ...options };
  const isEmpty = value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  if (isEmpty) delete next[key];
  else next[key] = value;
  return next;
}

/** A choice's value as the column stores it: a number for numeric fields (when it reads as one), else text. */
export function choiceValue(text: string, fieldType: string): string | number {
  if (NUMERIC_TYPES.includes(fieldType) && text.trim() !== '' && !Number.isNaN(Number(text))) return Number(text);
  return text;
}

/** The text a number option's input shows. */
export function numberText(value: unknown): string {
  return typeof value === 'number' ? String(value) : '';
}

/** Whether a boolean option reads as on (a missing value takes the declared default). */
export function isOptionOn(declaration: Extract<OptionDeclaration, { kind: 'boolean' }>, value: unknown): boolean {
  return value === undefined ? declaration.isOnByDefault === true : value === true;
}

/** `options.presets`-style lists: one entry a line, blank lines dropped. */
export function linesToList(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
