import type { SettingsErrors } from './validate-settings.js';

interface ErrorEntry {
  message?: unknown;
  extensions?: { field?: unknown; path?: unknown };
}

/**
 * The server's refusal of `PATCH /settings`, keyed as the form keys its own checks: by the path
 * the answer names (`storage_asset_presets[0].key`), else by the field. The message loses the
 * "Validation failed for field …" and path prefixes the form already shows by placing it.
 */
export function settingsServerErrors(error: unknown): SettingsErrors {
  const list = typeof error === 'object' && error !== null ? (error as { errors?: unknown }).errors : undefined;
  const result: SettingsErrors = {};
  if (!Array.isArray(list)) return result;
  for (const entry of list as ErrorEntry[]) {
    const where = typeof entry?.extensions?.path === 'string' ? entry.extensions.path : entry?.extensions?.field;
    if (typeof where !== 'string' || where === '' || typeof entry.message !== 'string' || Object.hasOwn(result, where)) continue;
    result[where] =
      entry.message.replace(/^Validation failed for field "[^"]*"\.\s*/, '').replace(/^\[\d+\]\.\w+:\s*/, '') || entry.message;
  }
  return result;
}
