import type { AppError } from '../../errors/app-error.js';
import { failedValidation } from '../../errors/error-helpers.js';

/** One failing part of a settings value: where in the value, what kind of rule, and why. */
export interface SettingProblem {
  /** Path inside the field's value, e.g. `[0].fit`; empty for the value itself. */
  path: string;
  /** The rule that failed, as the reference's validation names it (`required`, `in`, `integer`, …). */
  type: string;
  detail: string;
  valid?: readonly unknown[];
}

/** FAILED_VALIDATION naming the settings field, with the path inside its value. */
export function toValidationError(field: string, problem: SettingProblem): AppError {
  const where = problem.path === '' ? '' : `${problem.path}: `;
  return failedValidation(field, `${where}${problem.detail}.`, {
    type: problem.type,
    path: `${field}${problem.path}`,
    ...(problem.valid ? { valid: problem.valid } : {}),
  });
}
