import { AppErrorList, type AppError } from '../../errors/app-error.js';
import { failedValidation, invalidPayload } from '../../errors/error-helpers.js';
import { isPlainObject } from '../../utils/is-plain-object.js';

/** What one field of a system item must hold when a payload sets it. */
export interface FieldRule {
  /** Present, not null and not empty on create; never set to null or empty on update. */
  required?: boolean;
  /** The value, when not null, is one of these strings. */
  oneOf?: readonly string[];
  /** A problem with a set (non-null) value as a sentence, or null when it is fine. */
  check?: (value: unknown) => string | null;
}

export type PayloadRules = Readonly<Record<string, FieldRule>>;
export type PayloadCheck = (payload: unknown, action: 'create' | 'update') => void;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * A payload check for the standard CRUD helper from a table of field rules: every failing field is
 * reported at once as FAILED_VALIDATION naming it (STYLE section 3), before anything is written.
 */
export function payloadChecker(what: string, rules: PayloadRules): PayloadCheck {
  return (payload, action) => {
    if (!isPlainObject(payload)) throw invalidPayload(`Each ${what} has to be an object`);
    const errors: AppError[] = [];
    for (const [field, rule] of Object.entries(rules)) {
      const value = payload[field];
      const isSet = field in payload;
      if (rule.required && (action === 'create' || isSet) && isEmpty(value)) {
        errors.push(failedValidation(field, 'Value is required.', { type: 'required' }));
        continue;
      }
      if (value === undefined || value === null) continue;
      if (rule.oneOf && (typeof value !== 'string' || !rule.oneOf.includes(value))) {
        errors.push(failedValidation(field, `Value has to be one of ${rule.oneOf.join(', ')}.`, { type: 'in', valid: rule.oneOf }));
        continue;
      }
      const problem = rule.check?.(value) ?? null;
      if (problem !== null) errors.push(failedValidation(field, problem, { type: 'invalid' }));
    }
    if (errors.length === 1) throw errors[0]!;
    if (errors.length > 1) throw new AppErrorList(errors);
  };
}

/** A check that the value is a plain object (JSON options and the like). */
export const mustBeObject = (value: unknown): string | null => (isPlainObject(value) ? null : 'Value has to be an object.');

/** A check that the value is a string. */
export const mustBeString = (value: unknown): string | null => (typeof value === 'string' ? null : 'Value has to be a string.');
