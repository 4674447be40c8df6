import { realpath, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const CONTENT_TYPES: ReadonlyMap<string, string> = new Map([
  ['.js', 'application/javascript; charset=UTF-8'],
  ['.mjs', 'application/javascript; charset=UTF-8'],
  ['.css', 'text/css; charset=UTF-8'],
  ['.map', 'application/json; charset=UTF-8'],
]);

export interface ExtensionFile {
  body: Buffer;
  contentType: string;
  /** Weak validator from size and modification time. */
  etag: string;
  isScript: boolean;
}

/** True when `inner` is `root` itself or lies below it. */
function isWithin(root: string, inner: string): boolean {
  const relative = path.relative(root, inner);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * A file of an extension's build folder by its path relative to that folder, or null when the path
 * leaves the folder (`..`, absolute, a symlink pointing out), is not a file, or is of a type the
 * app never loads. Only scripts, styles and source maps are served.
 */
export async function readExtensionFile(folder: string, relativePath: string): Promise<ExtensionFile | null> {
  if (relativePath === '' || relativePath.includes('\0') || relativePath.includes('\\')) return null;
  const contentType = CONTENT_TYPES.get(path.extname(relativePath).toLowerCase());
  if (!contentType) return null;
  const root = path.resolve(folder);
  const candidate = path.resolve(root, relativePath);
  if (!isWithin(root, candidate)) return null;
  try {
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(candidate)]);
    if (!isWithin(realRoot, realFile)) return null;
    const info = await stat(realFile);
    if (!info.isFile()) return null;
    const body = await readFile(realFile);
    const isScript = contentType.startsWith('application/javascript');
    return { body, contentType, etag: fileEtag(info.size, info.mtimeMs), isScript };
  } catch {
    return null;
  }
}

export function fileEtag(size: number, mtimeMs: number): string {
  return `W/"${size.toString(36)}-${Math.trunc(mtimeMs).toString(36)}"`;
}
