import type { Settings } from '../../../../lib/schema/system-types.js';
import { moduleBarErrors } from './module-bar-entries.js';
import { customPatternProblem, passwordPolicyKind } from './password-policies.js';

export const PRESET_FITS = ['contain', 'cover', 'inside', 'outside'] as const;
export const PRESET_FORMATS = ['auto', 'jpeg', 'png', 'webp', 'tiff', 'avif'] as const;
export const BASEMAP_TYPES = ['raster', 'tile', 'style'] as const;
export const DEFAULT_PRESET_QUALITY = 80;
const SLUG = /^[a-z0-9_-]+$/;
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Messages keyed by path: a field (`auth_password_policy`) or a part of a list (`basemaps[0].url`). */
export type SettingsErrors = Record<string, string>;

const rows = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.map((row: unknown) => (typeof row === 'object' && row !== null ? (row as Record<string, unknown>) : {}))
    : [];
const isBlank = (value: unknown) => value === undefined || value === null || value === '';
const isWholeNumber = (value: unknown) => typeof value === 'number' && Number.isInteger(value);

/**
 * The settings' rules of spec section 5, checked before saving so nothing bad is sent: the
 * password policy, asset presets (key a unique slug, fit and format from their lists, quality 0–100,
 * whole width and height), basemaps (name, type, URL; tile size only where the type is not raster),
 * custom aspect ratios, the project colour and login attempts.
 */
export function validateSettings(values: Settings, { isCustomPolicy = false } = {}): SettingsErrors {
  const errors: SettingsErrors = {};
  const policy = values.auth_password_policy;
  // "Custom" chosen with nothing typed yet is refused too, rather than saved as no policy.
  if (isCustomPolicy || passwordPolicyKind(policy) === 'custom') {
    const problem = customPatternProblem(String(policy ?? ''));
    if (problem) errors.auth_password_policy = problem;
  }
  const attempts = values.auth_login_attempts;
  if (!isBlank(attempts) && !(isWholeNumber(attempts) && (attempts as number) >= 0))
    errors.auth_login_attempts = 'Login attempts has to be a whole number of 0 or more.';
  if (!isBlank(values.project_color) && !HEX_COLOR.test(String(values.project_color)))
    errors.project_color = 'Has to be a colour written #rrggbb.';
  Object.assign(
    errors,
    assetPresetErrors(values.storage_asset_presets),
    basemapErrors(values.basemaps),
    aspectRatioErrors(values.custom_aspect_ratios),
    moduleBarErrors(values.module_bar),
  );
  return errors;
}

function assetPresetErrors(value: unknown): SettingsErrors {
  const errors: SettingsErrors = {};
  const seen = new Set<string>();
  rows(value).forEach((preset, index) => {
    const at = `storage_asset_presets[${index}]`;
    const key = preset.key;
    if (isBlank(key)) errors[`${at}.key`] = 'Key is required.';
    else if (!SLUG.test(String(key))) errors[`${at}.key`] = 'Key has to be a slug: lower-case letters, digits, "-" and "_".';
    else if (seen.has(String(key))) errors[`${at}.key`] = 'Another preset uses this key.';
    else seen.add(String(key));
    if (!(PRESET_FITS as readonly unknown[]).includes(preset.fit)) errors[`${at}.fit`] = `Fit has to be one of ${PRESET_FITS.join(', ')}.`;
    if (!isBlank(preset.format) && !(PRESET_FORMATS as readonly unknown[]).includes(preset.format))
      errors[`${at}.format`] = `Format has to be one of ${PRESET_FORMATS.join(', ')}.`;
    const quality = preset.quality;
    if (!isBlank(quality) && !(isWholeNumber(quality) && (quality as number) >= 0 && (quality as number) <= 100))
      errors[`${at}.quality`] = 'Quality has to be a whole number from 0 to 100.';
    for (const size of ['width', 'height'] as const) {
      const dimension = preset[size];
      if (!isBlank(dimension) && !(isWholeNumber(dimension) && (dimension as number) > 0))
        errors[`${at}.${size}`] = `${size === 'width' ? 'Width' : 'Height'} has to be a whole number of pixels.`;
    }
  });
  return errors;
}

function basemapErrors(value: unknown): SettingsErrors {
  const errors: SettingsErrors = {};
  rows(value).forEach((basemap, index) => {
    const at = `basemaps[${index}]`;
    if (isBlank(basemap.name)) errors[`${at}.name`] = 'Name is required.';
    if (isBlank(basemap.url)) errors[`${at}.url`] = 'URL is required.';
    if (!(BASEMAP_TYPES as readonly unknown[]).includes(basemap.type))
      errors[`${at}.type`] = `Type has to be one of ${BASEMAP_TYPES.join(', ')}.`;
    // Tile size applies only when the type is not raster (spec section 5): a raster map's leftover value is not checked.
    else if (
      basemap.type !== 'raster' &&
      !isBlank(basemap.tileSize) &&
      !(isWholeNumber(basemap.tileSize) && (basemap.tileSize as number) > 0)
    )
      errors[`${at}.tileSize`] = 'Tile size has to be a whole number of pixels.';
  });
  return errors;
}

function aspectRatioErrors(value: unknown): SettingsErrors {
  const errors: SettingsErrors = {};
  rows(value).forEach((ratio, index) => {
    const at = `custom_aspect_ratios[${index}]`;
    if (isBlank(ratio.text)) errors[`${at}.text`] = 'Text is required.';
    if (!(typeof ratio.value === 'number' && ratio.value > 0)) errors[`${at}.value`] = 'Value has to be a number greater than 0.';
  });
  return errors;
}
