import { matchesFilter, type EvaluateFilterOptions } from '@tessera/shared';
import { fieldConditions, fieldOptions } from '../lib/schema/field-meta.js';
import type { Field, Item } from '../lib/schema/types.js';

/**
 * A field as the form should treat it given the current values: the last condition whose rule
 * matches overrides `readonly`, `hidden`, `required` and `options` (the reference app reverses
 * the list and takes the first match). A rule is a filter on the item's values.
 */
export function applyConditions(field: Field, values: Item, options: EvaluateFilterOptions = {}): Field {
  const conditions = fieldConditions(field);
  if (!field.meta || conditions.length === 0) return field;
  const match = [...conditions].reverse().find((condition) => matchesFilter(condition.rule, values, options));
  if (!match) return field;
  const meta = { ...field.meta };
  if (match.readonly !== undefined) meta.readonly = match.readonly;
  if (match.hidden !== undefined) meta.hidden = match.hidden;
  if (match.required !== undefined) meta.required = match.required;
  if (match.options) meta.options = { ...fieldOptions(field), ...match.options };
  return { ...field, meta };
}
