import type { FileRecord } from '../../../../lib/files/types.js';
import type { FileRow } from '../../api/file-row.js';

/** The editable metadata of a file, as the form holds it (tags as one comma-separated line). */
export interface MetadataDraft {
  title: string;
  description: string;
  tags: string;
  location: string;
  folder: string | null;
  filename_download: string;
}

export const METADATA_FIELDS = ['title', 'description', 'tags', 'location', 'folder', 'filename_download'] as const;

export type MetadataPatch = Partial<Pick<FileRecord, (typeof METADATA_FIELDS)[number]>>;

export function draftOf(file: FileRow): MetadataDraft {
  return {
    title: file.title ?? '',
    description: file.description ?? '',
    tags: (file.tags ?? []).join(', '),
    location: file.location ?? '',
    folder: file.folder,
    filename_download: file.filename_download,
  };
}

const text = (value: string) => (value.trim() === '' ? null : value);

/** `tag a, tag b,,` → `['tag a', 'tag b']` (null when none). */
export function parseTags(value: string): string[] | null {
  const tags = [
    ...new Set(
      value
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
  return tags.length > 0 ? tags : null;
}

/** The `PATCH /files/:id` body: only what changed, empty text as null. */
export function metadataPatch(file: FileRow, draft: MetadataDraft): MetadataPatch {
  const next: MetadataPatch = {
    title: text(draft.title),
    description: text(draft.description),
    tags: parseTags(draft.tags),
    location: text(draft.location),
    folder: draft.folder,
    filename_download: draft.filename_download.trim() || file.filename_download,
  };
  const patch: MetadataPatch = {};
  for (const field of METADATA_FIELDS) {
    if (JSON.stringify(next[field] ?? null) !== JSON.stringify(file[field] ?? null)) Object.assign(patch, { [field]: next[field] });
  }
  return patch;
}
