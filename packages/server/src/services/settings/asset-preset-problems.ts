import { isPlainObject } from '../../utils/is-plain-object.js';
import type { SettingProblem } from './setting-problem.js';

export const PRESET_FITS = ['contain', 'cover', 'inside', 'outside'] as const;
export const PRESET_FORMATS = ['auto', 'jpeg', 'png', 'webp', 'tiff', 'avif'] as const;
export const DEFAULT_PRESET_QUALITY = 80;
const SLUG = /^[a-z0-9_-]+$/;

/**
 * `settings.storage_asset_presets` (spec section 5): a list of presets, each with a slug `key`
 * (unique in the list), `fit` and `format` from fixed lists, `quality` 0–100 (80 when left out),
 * integer `width`/`height`, and optionally `withoutEnlargement` and sharp `transforms`.
 * Answers the list with defaults filled in, and every problem found.
 */
export function assetPresetProblems(value: unknown): { value: unknown; problems: SettingProblem[] } {
  if (value === null) return { value, problems: [] };
  if (!Array.isArray(value)) return { value, problems: [{ path: '', type: 'array', detail: 'Has to be a list of presets' }] };
  const problems: SettingProblem[] = [];
  const seen = new Set<string>();
  const presets = value.map((preset: unknown, index) => {
    const at = `[${index}]`;
    if (!isPlainObject(preset)) {
      problems.push({ path: at, type: 'object', detail: 'Has to be an object' });
      return preset;
    }
    const { key, fit, format, quality, width, height, withoutEnlargement, transforms } = preset;
    if (typeof key !== 'string' || key === '') problems.push({ path: `${at}.key`, type: 'required', detail: '"key" is required' });
    else if (!SLUG.test(key))
      problems.push({ path: `${at}.key`, type: 'regex', detail: '"key" has to be a slug (lower-case letters, digits, "-" and "_")' });
    else if (seen.has(key)) problems.push({ path: `${at}.key`, type: 'unique', detail: `"key" "${key}" is used by another preset` });
    else seen.add(key);
    checkOneOf(problems, `${at}.fit`, 'fit', fit, PRESET_FITS);
    checkOneOf(problems, `${at}.format`, 'format', format, PRESET_FORMATS);
    if (
      quality !== undefined &&
      quality !== null &&
      !(Number.isInteger(quality) && (quality as number) >= 0 && (quality as number) <= 100)
    ) {
      problems.push({ path: `${at}.quality`, type: 'between', detail: '"quality" has to be an integer from 0 to 100' });
    }
    for (const [name, size] of [
      ['width', width],
      ['height', height],
    ] as const) {
      if (size !== undefined && size !== null && !(Number.isInteger(size) && (size as number) > 0)) {
        problems.push({ path: `${at}.${name}`, type: 'integer', detail: `"${name}" has to be a positive integer` });
      }
    }
    if (withoutEnlargement !== undefined && withoutEnlargement !== null && typeof withoutEnlargement !== 'boolean') {
      problems.push({ path: `${at}.withoutEnlargement`, type: 'boolean', detail: '"withoutEnlargement" has to be true or false' });
    }
    if (transforms !== undefined && transforms !== null && !isTransformList(transforms)) {
      problems.push({ path: `${at}.transforms`, type: 'array', detail: '"transforms" has to be a list of [method, ...arguments]' });
    }
    return { ...preset, quality: quality ?? DEFAULT_PRESET_QUALITY };
  });
  return { value: presets, problems };
}

function checkOneOf(problems: SettingProblem[], path: string, name: string, value: unknown, allowed: readonly string[]): void {
  if (value === undefined || value === null) return;
  if (typeof value !== 'string' || !allowed.includes(value)) {
    problems.push({ path, type: 'in', detail: `"${name}" has to be one of ${allowed.join(', ')}`, valid: allowed });
  }
}

function isTransformList(value: unknown): boolean {
  return Array.isArray(value) && value.every((step) => Array.isArray(step) && typeof step[0] === 'string');
}
