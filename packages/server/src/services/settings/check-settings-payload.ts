import { AppErrorList, type AppError } from '../../errors/app-error.js';
import { invalidPayload } from '../../errors/error-helpers.js';
import { isPlainObject } from '../../utils/is-plain-object.js';
import { passwordPolicyPattern } from '../users/password-policy.js';
import { assetPresetProblems } from './asset-preset-problems.js';
import { basemapProblems } from './basemap-problems.js';
import { toValidationError, type SettingProblem } from './setting-problem.js';

const ONE_OF: Record<string, readonly string[]> = {
  storage_asset_transform: ['all', 'presets', 'none'],
  default_appearance: ['auto', 'light', 'dark'],
};

/**
 * A `PATCH /settings` payload checked against spec section 5 before anything is written: the
 * password policy (none, weak, strong or a pattern that compiles), asset presets, basemaps and the
 * fields with fixed choices. Every failing field is reported (FAILED_VALIDATION naming it). Answers
 * the payload with defaults filled in (a preset's quality).
 */
export function checkSettingsPayload(payload: unknown): Record<string, unknown> {
  if (!isPlainObject(payload)) throw invalidPayload('The settings have to be an object');
  const checked = { ...payload };
  const errors: AppError[] = [];
  const report = (field: string, problems: SettingProblem[]) =>
    errors.push(...problems.map((problem) => toValidationError(field, problem)));

  if ('auth_password_policy' in payload) report('auth_password_policy', passwordPolicyProblems(payload.auth_password_policy));
  if ('storage_asset_presets' in payload) {
    const presets = assetPresetProblems(payload.storage_asset_presets);
    checked.storage_asset_presets = presets.value;
    report('storage_asset_presets', presets.problems);
  }
  if ('basemaps' in payload) report('basemaps', basemapProblems(payload.basemaps));
  for (const [field, allowed] of Object.entries(ONE_OF)) {
    const value = payload[field];
    if (value === undefined || value === null || (typeof value === 'string' && allowed.includes(value))) continue;
    report(field, [{ path: '', type: 'in', detail: `Has to be one of ${allowed.join(', ')}`, valid: allowed }]);
  }

  if (errors.length === 1) throw errors[0]!;
  if (errors.length > 1) throw new AppErrorList(errors);
  return checked;
}

function passwordPolicyProblems(value: unknown): SettingProblem[] {
  if (value === null) return [];
  if (typeof value !== 'string') return [{ path: '', type: 'string', detail: 'Has to be none, weak, strong or a regular expression' }];
  try {
    passwordPolicyPattern(value);
    return [];
  } catch {
    return [{ path: '', type: 'regex', detail: 'Not a valid regular expression' }];
  }
}
