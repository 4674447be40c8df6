import { renderFn } from 'micromustache';
import { invalidPayload } from '../errors/error-helpers.js';
import { valueAtPath } from './data-path.js';

/** How deep an operation's options may nest before templating refuses them. */
export const MAX_OPTIONS_DEPTH = 32;

const WHOLE_VARIABLE = /^\{\{\s*([^{}\s]+)\s*\}\}$/;

/**
 * An operation's options with every `{{ path }}` replaced from the data chain, as the reference
 * templates them: a string that is one variable and nothing else becomes the raw value (an
 * object stays an object); inside longer text objects are JSON and missing values are empty.
 * Arrays and objects are rendered value by value.
 */
export function renderOptions(options: Record<string, unknown>, data: unknown): Record<string, unknown> {
  return renderValue(options, data, 0) as Record<string, unknown>;
}

function renderValue(value: unknown, data: unknown, depth: number): unknown {
  if (depth > MAX_OPTIONS_DEPTH) throw invalidPayload(`Operation options nest deeper than ${MAX_OPTIONS_DEPTH} levels`);
  if (typeof value === 'string') return renderString(value, data);
  if (Array.isArray(value)) return value.map((item) => renderValue(item, data, depth + 1));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renderValue(item, data, depth + 1)]));
  return value;
}

function renderString(template: string, data: unknown): unknown {
  const whole = WHOLE_VARIABLE.exec(template);
  if (whole) {
    const value = valueAtPath(data, whole[1]!);
    if (value !== undefined) return value;
  }
  if (!template.includes('{{')) return template;
  return renderFn(template, (path) => asText(valueAtPath(data, path.trim())), undefined, { validateVarNames: false });
}

function asText(value: unknown): string | number | boolean {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}
