import type { Field, FieldCondition } from './types.js';

/**
 * Typed readers for the members of a field's `meta` that the API stores as free JSON (the wire
 * type, `FieldMetaResponse`, leaves them `unknown`): each checks the shape once, here, so the
 * rest of the app reads plain records instead of casting.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `meta.options`: the interface's options, empty when there are none. */
export function fieldOptions(field: Field): Record<string, unknown> {
  const options = field.meta?.options;
  return isRecord(options) ? options : {};
}

/** `meta.display_options`: the display's options, empty when there are none. */
export function fieldDisplayOptions(field: Field): Record<string, unknown> {
  const options = field.meta?.display_options;
  return isRecord(options) ? options : {};
}

/** `meta.validation`: the filter a value must pass, or null when the field has none. */
export function fieldValidation(field: Field): Record<string, unknown> | null {
  const validation = field.meta?.validation;
  return isRecord(validation) && Object.keys(validation).length > 0 ? validation : null;
}

/** `meta.conditions`: the entries whose `rule` is a filter object (others can never match). */
export function fieldConditions(field: Field): FieldCondition[] {
  const conditions = field.meta?.conditions;
  if (!Array.isArray(conditions)) return [];
  return conditions.filter((condition): condition is FieldCondition => isRecord(condition) && isRecord(condition.rule));
}
