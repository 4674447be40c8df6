import type { TransformParams } from './transform-params.js';

/**
 * The reference's system presets: the admin app's thumbnails. Usable whatever
 * `storage_asset_transform` says, even `none`. Format `auto`: AVIF or WebP when the browser takes it.
 */
export const SYSTEM_PRESETS: ReadonlyMap<string, TransformParams> = new Map<string, TransformParams>([
  ['system-small-cover', { width: 64, height: 64, fit: 'cover', format: 'auto' }],
  ['system-small-contain', { width: 64, fit: 'contain', format: 'auto' }],
  ['system-medium-cover', { width: 300, height: 300, fit: 'cover', format: 'auto' }],
  ['system-medium-contain', { width: 300, fit: 'contain', format: 'auto' }],
  ['system-large-cover', { width: 800, height: 800, fit: 'cover', format: 'auto' }],
  ['system-large-contain', { width: 800, fit: 'contain', format: 'auto' }],
]);
