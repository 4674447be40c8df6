import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress.js';

describe('precompressFolder', () => {
  let folder = '';
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('writes brotli and gzip variants of text assets that decompress to the original, and skips the rest', () => {
    folder = mkdtempSync(join(tmpdir(), 'tessera-precompress-'));
    mkdirSync(join(folder, 'assets'));
    const script = 'export const greeting = "hello";\n'.repeat(200);
    writeFileSync(join(folder, 'assets', 'index-Ab12Cd34.js'), script);
    writeFileSync(join(folder, 'assets', 'tiny-Ab12Cd34.css'), 'a{}');
    writeFileSync(join(folder, 'assets', 'logo-Ab12Cd34.png'), Buffer.alloc(4096, 1));

    const written = precompressFolder(folder)
      .map((path) => path.slice(folder.length + 1))
      .sort();

    expect(written).toEqual(['assets/index-Ab12Cd34.js.br', 'assets/index-Ab12Cd34.js.gz']);
    const brotli = readFileSync(join(folder, 'assets', 'index-Ab12Cd34.js.br'));
    const gzip = readFileSync(join(folder, 'assets', 'index-Ab12Cd34.js.gz'));
    expect(brotliDecompressSync(brotli).toString()).toBe(script);
    expect(gunzipSync(gzip).toString()).toBe(script);
    expect(brotli.length).toBeLessThan(script.length / 10);
  });
});
