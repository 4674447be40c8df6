import { describe, expect, it } from 'vitest';
import { authorisedAssetSrc } from './asset-src.js';

describe('authorisedAssetSrc', () => {
  it("adds the base URL and the user's token to /assets addresses only", () => {
    expect(authorisedAssetSrc('/assets/abc', 'http://api', 't k')).toBe('http://api/assets/abc?access_token=t%20k');
    expect(authorisedAssetSrc('/assets/abc?width=20', '', 'tok')).toBe('/assets/abc?width=20&access_token=tok');
    expect(authorisedAssetSrc('/assets/abc?access_token=static', 'http://api', 'tok')).toBe('http://api/assets/abc?access_token=static');
    expect(authorisedAssetSrc('https://example.com/a.png', 'http://api', 'tok')).toBe('https://example.com/a.png');
    expect(authorisedAssetSrc('/assets/abc', '', null)).toBe('/assets/abc');
  });
});
