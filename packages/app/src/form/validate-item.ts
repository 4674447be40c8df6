import { evaluateFilter, isEmptyValue, type EvaluateFilterOptions } from '@tessera/shared';
import { fieldValidation } from '../lib/schema/field-meta.js';
import { isPresentationField } from '../lib/schema/relation-info.js';
import type { Field, Item } from '../lib/schema/types.js';
import { applyConditions } from './apply-conditions.js';

// Specials that fill a field on the server, so it need not be filled in (api-reference §5).
const GENERATED_SPECIALS = ['uuid', 'date-created', 'date-updated', 'user-created', 'user-updated', 'role-created', 'role-updated'];

export interface ValidateItemInput {
  fields: readonly Field[];
  /** The item as the form shows it (loaded values with edits applied). */
  values: Item;
  /** What will be sent: every value for a new item, only the edits for an existing one. */
  payload: Item;
  isNew: boolean;
  filterOptions?: EvaluateFilterOptions;
}

function isGenerated(field: Field): boolean {
  const special = field.meta?.special ?? [];
  return (
    special.some((flag) => GENERATED_SPECIALS.includes(flag)) ||
    Boolean(field.schema?.has_auto_increment) ||
    Boolean(field.schema?.is_generated)
  );
}

function isMissing(field: Field, input: ValidateItemInput): boolean {
  const sent = field.field in input.payload;
  if (input.isNew) {
    if (isGenerated(field)) return false;
    if (!sent && field.schema?.default_value !== null && field.schema?.default_value !== undefined) return false;
    return isEmptyValue(input.payload[field.field]);
  }
  // On an existing item only a value the user is changing can break the rule.
  return sent && isEmptyValue(input.payload[field.field]);
}

/**
 * Client-side checks before saving, keyed by field: required fields (after conditions) must have
 * a value, and each field's `validation` rule must pass, reported with its
 * `validation_message`. The server checks again; its answer is shown the same way.
 */
export function validateItem(input: ValidateItemInput): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const raw of input.fields) {
    const field = applyConditions(raw, input.values, input.filterOptions);
    if (isPresentationField(field) || field.meta?.hidden) continue;
    if (field.meta?.required && isMissing(field, input)) {
      errors[field.field] = 'This field is required.';
      continue;
    }
    const rule = fieldValidation(field);
    if (rule && evaluateFilter(rule, input.payload, input.filterOptions).length > 0) {
      errors[field.field] = field.meta?.validation_message || "This value doesn't pass the field's validation.";
    }
  }
  return errors;
}
