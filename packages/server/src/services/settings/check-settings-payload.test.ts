import { describe, expect, it } from 'vitest';
import { AppErrorList, type AppError } from '../../errors/app-error.js';
import { checkSettingsPayload } from './check-settings-payload.js';

function problems(payload: unknown): Array<[string, unknown, unknown]> {
  try {
    checkSettingsPayload(payload);
    return [];
  } catch (error) {
    const list = error instanceof AppErrorList ? error.errors : [error as AppError];
    return list.map((e) => [e.code, e.extensions.path ?? e.extensions.field, e.extensions.type]);
  }
}

describe('checkSettingsPayload', () => {
  it('passes good values through and fills in a preset quality of 80', () => {
    const payload = {
      project_name: 'X',
      auth_password_policy: '/^.{12,}$/',
      storage_asset_presets: [
        {
          key: 'a_b-1',
          fit: 'inside',
          format: 'avif',
          quality: 0,
          width: 10,
          height: 20,
          withoutEnlargement: false,
          transforms: [['blur', 3]],
        },
        { key: 'plain' },
      ],
      basemaps: [{ name: 'S', type: 'style', url: 'mapbox://styles/x', tileSize: 512, attribution: '©' }],
      storage_asset_transform: 'presets',
    };
    const checked = checkSettingsPayload(payload);
    expect(checked.storage_asset_presets).toEqual([
      { ...payload.storage_asset_presets[0], quality: 0 },
      { key: 'plain', quality: 80 },
    ]);
    expect(checked.basemaps).toBe(payload.basemaps);
  });

  it('accepts the password policy choices of spec section 5', () => {
    for (const policy of ['none', 'weak', 'strong', '/^\\S{10,}$/u', null]) expect(problems({ auth_password_policy: policy })).toEqual([]);
  });

  it('refuses each rule of spec section 5 with the path of the value', () => {
    expect(problems({ storage_asset_presets: { key: 'a' } })).toEqual([['FAILED_VALIDATION', 'storage_asset_presets', 'array']]);
    expect(problems({ storage_asset_presets: ['a'] })).toEqual([['FAILED_VALIDATION', 'storage_asset_presets[0]', 'object']]);
    expect(problems({ storage_asset_presets: [{ key: 'a' }, { key: 'a' }] })).toEqual([
      ['FAILED_VALIDATION', 'storage_asset_presets[1].key', 'unique'],
    ]);
    expect(problems({ storage_asset_presets: [{ key: 'a', quality: -1, transforms: 'blur' }] })).toEqual([
      ['FAILED_VALIDATION', 'storage_asset_presets[0].quality', 'between'],
      ['FAILED_VALIDATION', 'storage_asset_presets[0].transforms', 'array'],
    ]);
    expect(problems({ basemaps: [{ type: 'raster', tileSize: 'ignored for raster' }] })).toEqual([
      ['FAILED_VALIDATION', 'basemaps[0].name', 'required'],
      ['FAILED_VALIDATION', 'basemaps[0].url', 'required'],
    ]);
    expect(problems({ auth_password_policy: 42 })).toEqual([['FAILED_VALIDATION', 'auth_password_policy', 'string']]);
    expect(problems(null)).toEqual([['INVALID_PAYLOAD', undefined, undefined]]);
  });
});
