import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
/** Below this, headers and framing outweigh what compression saves. */
const MIN_BYTES = 1024;

function* filesUnder(folder: string): Generator<string> {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset of the build, once, at the best
 * compression, so the server sends them as they are (@fastify/static's preCompressed) instead
 * of compressing on every request. A variant is kept only when it is smaller than the file.
 */
export function precompressFolder(folder: string): string[] {
  const written: string[] = [];
  for (const path of filesUnder(folder)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const content = readFileSync(path);
    if (content.length < MIN_BYTES) continue;
    const variants: Array<[string, Buffer]> = [
      [
        '.br',
        brotliCompressSync(content, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
        }),
      ],
      ['.gz', gzipSync(content, { level: constants.Z_BEST_COMPRESSION })],
    ];
    for (const [extension, compressed] of variants) {
      if (compressed.length >= content.length) continue;
      writeFileSync(path + extension, compressed);
      written.push(path + extension);
    }
  }
  return written;
}

/** The Vite plugin: precompresses the output folder after a production build. */
export function precompressBuild(): Plugin {
  let outDir = 'dist';
  return {
    name: 'tessera-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressFolder(outDir);
    },
  };
}
