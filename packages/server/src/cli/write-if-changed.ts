import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Writes `text` to `file` only when the file's content differs, through a temporary file renamed
 * over it (a reader never sees half a file); an unchanged file keeps its bytes and its mtime, so
 * watchers (tsc --watch, bundlers) are not woken for nothing.
 */
export async function writeIfChanged(file: string, text: string): Promise<boolean> {
  let current: string | null = null;
  try {
    current = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (current === text) return false;
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, text, 'utf8');
  await rename(temporary, file);
  return true;
}
