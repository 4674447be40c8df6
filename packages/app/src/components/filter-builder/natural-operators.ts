import { readChoices } from '../../interfaces/types.js';
import { operatorsForType } from '../../lib/filter/filter-operators.js';
import type { FilterOperatorName } from '../../lib/filter/filter-operators.js';
import { fieldOptions } from '../../lib/schema/field-meta.js';
import type { Field } from '../../lib/schema/types.js';

/** Operators that compare with whole values of the field, the natural ones for a field with choices. */
const EQUALITY: readonly FilterOperatorName[] = ['_eq', '_neq', '_in', '_nin'];

/** Whether the field's value is one of fixed choices (a dropdown, radio buttons, checkboxes…). */
export function hasChoices(field: Field | null): boolean {
  return field !== null && readChoices(fieldOptions(field)).length > 0;
}

/**
 * The operators a field allows (the shared table, as the server checks them), its natural ones
 * first: a field with choices is compared with a choice ("equals", "is one of"), not searched
 * for a part of one ("contains"), which the type's own order puts first for text.
 */
export function operatorsInNaturalOrder(type: string, field: Field | null): readonly FilterOperatorName[] {
  const allowed = operatorsForType(type);
  if (!hasChoices(field)) return allowed;
  return [...allowed.filter((operator) => EQUALITY.includes(operator)), ...allowed.filter((operator) => !EQUALITY.includes(operator))];
}
