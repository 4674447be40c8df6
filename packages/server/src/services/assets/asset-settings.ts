import type { Knex } from 'knex';

export type TransformMode = 'all' | 'presets' | 'none';

/** The settings `/assets` obeys. */
export interface AssetSettings {
  mode: TransformMode;
  /** `storage_asset_presets` as stored (checked when one is used). */
  presets: unknown[];
  /** Files the settings show on the public sign-in page (logo, background, …): anyone may fetch those, as in the reference. */
  publicFiles: ReadonlySet<string>;
}

const PUBLIC_FILE_FIELDS = ['project_logo', 'public_foreground', 'public_background', 'public_favicon'] as const;

/**
 * Read as the server itself: these settings are configuration, not data of the caller. A missing
 * settings row means the defaults: every transform allowed, no presets.
 */
export async function readAssetSettings(db: Knex): Promise<AssetSettings> {
  const row = (await db('directus_settings').first('storage_asset_transform', 'storage_asset_presets', ...PUBLIC_FILE_FIELDS)) as
    Record<string, unknown> | undefined;
  const mode = row?.storage_asset_transform;
  const presets = parseJson(row?.storage_asset_presets);
  const publicFiles = new Set<string>();
  for (const field of PUBLIC_FILE_FIELDS) {
    const id = row?.[field];
    if (typeof id === 'string' && id !== '') publicFiles.add(id);
  }
  return {
    mode: mode === 'presets' || mode === 'none' ? mode : 'all',
    presets: Array.isArray(presets) ? presets : [],
    publicFiles,
  };
}

/** JSON columns come back parsed from PostgreSQL and as text from SQLite and MariaDB. */
function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}
