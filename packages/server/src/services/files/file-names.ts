import { extname } from 'node:path';

/** The longest `filename_download` the column holds. */
const MAX_DOWNLOAD_NAME = 255;
/** C0 and C1 control characters (NUL, CR, LF, …) and the Unicode line/paragraph separators. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * The stored object's key: the server's id plus the client's extension only when it is a short
 * `[a-z0-9]` one (`.jpg`, `.mp4`), so no client text can reach a storage path.
 */
export function diskNameOf(id: string, clientName: string | undefined): string {
  const extension = extname(clientName ?? '').toLowerCase();
  return /^\.[a-z0-9]{1,10}$/.test(extension) ? `${id}${extension}` : id;
}

/**
 * The name a download is offered under: the last path segment of the client's name, without
 * control characters (a CR/LF would otherwise reach a Content-Disposition header), at most the
 * column's 255 characters with the extension kept. Never empty.
 */
export function downloadNameOf(clientName: string | undefined): string {
  const base = (clientName ?? '').replace(CONTROL_CHARACTERS, '').split(/[/\\]/).pop()!.trim();
  const name = base === '' || base === '.' || base === '..' ? 'file' : base;
  if (name.length <= MAX_DOWNLOAD_NAME) return name;
  const extension = extname(name).slice(0, 20);
  return name.slice(0, MAX_DOWNLOAD_NAME - extension.length) + extension;
}

/** A readable title from a file name, as the reference makes one: `my_holiday-photo.jpg` → `My Holiday Photo`. */
export function titleOf(fileName: string): string {
  const stem = fileName.slice(0, fileName.length - extname(fileName).length) || fileName;
  return stem
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => (word ? word[0]!.toUpperCase() + word.slice(1) : word))
    .join(' ')
    .slice(0, 255);
}
