/** The type filter's choices: a label and the `type` filter each sends. */
export const FILE_KINDS = [
  { id: 'image', label: 'Images', filter: { type: { _starts_with: 'image/' } } },
  { id: 'video', label: 'Videos', filter: { type: { _starts_with: 'video/' } } },
  { id: 'audio', label: 'Audio', filter: { type: { _starts_with: 'audio/' } } },
  {
    id: 'document',
    label: 'Documents',
    filter: { _or: [{ type: { _starts_with: 'text/' } }, { type: { _eq: 'application/pdf' } }, { type: { _contains: 'document' } }] },
  },
] as const;

export type FileKind = (typeof FILE_KINDS)[number]['id'];

export const isFileKind = (value: unknown): value is FileKind => FILE_KINDS.some((kind) => kind.id === value);

/** A Material Symbols icon for a file that has no thumbnail, chosen by its media type. */
export function fileTypeIcon(type: string | null | undefined): string {
  const value = type ?? '';
  if (value.startsWith('image/')) return 'image';
  if (value.startsWith('video/')) return 'movie';
  if (value.startsWith('audio/')) return 'audio_file';
  if (value === 'application/pdf') return 'picture_as_pdf';
  if (value.startsWith('text/')) return 'article';
  if (/zip|tar|compressed|rar|7z/.test(value)) return 'folder_zip';
  return 'draft';
}

/** Images the asset endpoint can make thumbnails of (sharp's inputs). */
const THUMBNAIL_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/tiff', 'image/avif', 'image/svg+xml']);

export const hasThumbnail = (type: string | null | undefined): boolean => THUMBNAIL_TYPES.has(type ?? '');

/** A file size in the units people read: 900 B, 1.2 kB, 3.4 MB. */
