import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';

/** A temp folder to use as EXTENSIONS_PATH (or as a project folder with node_modules). */
export function extensionsTempDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'tessera-extensions-'));
}

/**
 * Writes one extension package in the reference's documented format: `package.json` with the
 * `directus:extension` manifest (`manifest` merged over a hook at `dist/index.js`) and the files
 * given, by path relative to the package folder.
 */
export async function writeExtension(
  root: string,
  folder: string,
  options: { name?: string; manifest?: Record<string, unknown> | null; files: Record<string, string>; type?: 'module' | 'commonjs' },
): Promise<string> {
  const dir = join(root, folder);
  await mkdir(dir, { recursive: true });
  const manifest = options.manifest === null ? undefined : { type: 'hook', path: 'dist/index.js', host: '^10.0.0', ...options.manifest };
  const pkg = {
    name: options.name ?? folder,
    version: '1.0.0',
    type: options.type ?? 'module',
    ...(manifest ? { 'directus:extension': manifest } : {}),
  };
  await writeFile(join(dir, 'package.json'), JSON.stringify(pkg, null, 2));
  for (const [path, text] of Object.entries(options.files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

/** A log destination keeping every line (parsed), for tests that check what the server logged. */
export function captureLog(): { stream: Writable; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line.trim() !== '') lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { stream, lines };
}
