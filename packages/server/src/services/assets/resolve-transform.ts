import { invalidQuery } from '../../errors/error-helpers.js';
import { isPlainObject } from '../../utils/is-plain-object.js';
import type { AssetSettings } from './asset-settings.js';
import { checkSteps, type StepLimits } from './sharp-operations.js';
import { SYSTEM_PRESETS } from './system-presets.js';
import { FITS, FORMAT_CHOICES, type AssetTransformQuery, type TransformParams } from './transform-params.js';

/**
 * Applies `storage_asset_transform` as the reference does and turns a preset key into its
 * parameters: `all` takes any parameters and any known key, `presets` only the key of a preset
 * (system or settings), `none` only a system preset's key. Null: serve the original.
 */
export function resolveTransform(query: AssetTransformQuery, settings: AssetSettings, limits: StepLimits): TransformParams | null {
  if (query.kind === 'none') return null;
  if (query.kind === 'params') {
    if (settings.mode === 'all') return query.params;
    if (settings.mode === 'presets') throw invalidQuery('Only configured presets can be used in asset generation');
    throw invalidQuery('Dynamic asset generation has been disabled for this project');
  }
  const system = SYSTEM_PRESETS.get(query.key);
  if (system) return system;
  if (settings.mode === 'none') throw invalidQuery('Dynamic asset generation has been disabled for this project');
  const preset = settings.presets.find((candidate) => isPlainObject(candidate) && candidate.key === query.key);
  if (!preset) throw invalidQuery(`Key "${query.key}" isn't configured`);
  return presetParams(preset as Record<string, unknown>, limits);
}

/** A settings preset as parameters; the settings checks keep these sound, this keeps a hand-edited row from reaching sharp. */
function presetParams(preset: Record<string, unknown>, limits: StepLimits): TransformParams {
  const params: TransformParams = {};
  const { width, height, fit, format, quality, withoutEnlargement, transforms } = preset;
  if (isSize(width, limits.maxDimension)) params.width = width;
  if (isSize(height, limits.maxDimension)) params.height = height;
  if (typeof fit === 'string' && (FITS as readonly string[]).includes(fit)) params.fit = fit as TransformParams['fit'];
  if (typeof format === 'string' && (FORMAT_CHOICES as readonly string[]).includes(format))
    params.format = format as TransformParams['format'];
  // Presets store 0–100 (spec section 5); sharp takes 1–100.
  if (typeof quality === 'number' && Number.isInteger(quality)) params.quality = Math.min(100, Math.max(1, quality));
  if (typeof withoutEnlargement === 'boolean') params.withoutEnlargement = withoutEnlargement;
  if (Array.isArray(transforms) && transforms.length > 0) params.transforms = checkSteps(transforms, limits);
  return params;
}

function isSize(value: unknown, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= max;
}
