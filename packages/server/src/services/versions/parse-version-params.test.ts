import { describe, expect, it } from 'vitest';
import { parseVersionParams } from './parse-version-params.js';

describe('parseVersionParams', () => {
  it('reads the key and versionRaw as the reference does', () => {
    expect(parseVersionParams({ version: 'draft' })).toEqual({ key: 'draft', raw: false });
    expect(parseVersionParams({ version: 'draft', versionRaw: '' })).toEqual({ key: 'draft', raw: true });
    expect(parseVersionParams({ version: 'draft', versionRaw: 'true' })).toEqual({ key: 'draft', raw: true });
    expect(parseVersionParams({ version: 'draft', versionRaw: '1' })).toEqual({ key: 'draft', raw: false });
  });

  it('means the main item without a version, and refuses one that is not a string', () => {
    expect(parseVersionParams({})).toBeNull();
    expect(parseVersionParams({ version: '', versionRaw: 'true' })).toBeNull();
    expect(parseVersionParams(undefined)).toBeNull();
    expect(() => parseVersionParams({ version: ['a'] })).toThrow(expect.objectContaining({ code: 'INVALID_QUERY', status: 400 }));
  });
});
