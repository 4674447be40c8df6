import { FILE_KINDS, isFileKind } from './file-kinds.js';
import type { FileKind } from './file-kinds.js';

export type FilesLayout = 'cards' | 'tabular';

/**
 * Which files a page lists, as the reference's files module: the library's top level (files in no
 * folder), all files, the user's own, the recent ones, or one folder's.
 */
export type FilesScope = { kind: 'root' } | { kind: 'all' } | { kind: 'mine' } | { kind: 'recent' } | { kind: 'folder'; folder: string };

/** What the header controls choose; kept in the URL so a reload or a shared link shows the same. */
export interface FilesView {
  layout: FilesLayout;
  sort: string;
  search: string;
  type: FileKind | null;
}

export const SORT_CHOICES = [
  { value: '-uploaded_on', label: 'Newest first' },
  { value: 'uploaded_on', label: 'Oldest first' },
  { value: 'title', label: 'Title A–Z' },
  { value: '-title', label: 'Title Z–A' },
  { value: '-filesize', label: 'Largest first' },
  { value: 'filesize', label: 'Smallest first' },
  { value: 'type', label: 'Type' },
] as const;

const DEFAULT_SORT = '-uploaded_on';

export function viewFromParams(params: URLSearchParams): FilesView {
  const sort = params.get('sort') ?? '';
  const type = params.get('type');
  return {
    layout: params.get('layout') === 'tabular' ? 'tabular' : 'cards',
    sort: SORT_CHOICES.some((choice) => choice.value === sort) ? sort : DEFAULT_SORT,
    search: params.get('search') ?? '',
    type: isFileKind(type) ? type : null,
  };
}

/** The URL parameters of a view, leaving out the defaults. */
export function viewToParams(view: FilesView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.layout !== 'cards') params.set('layout', view.layout);
  if (view.sort !== DEFAULT_SORT) params.set('sort', view.sort);
  if (view.search) params.set('search', view.search);
  if (view.type) params.set('type', view.type);
  return params;
}

/**
 * The filter of `/files` for a scope and a type (api-reference §4; the server resolves
 * `$CURRENT_USER` and `$NOW`). As the reference, rows without a type (metadata only, no bytes)
 * are never listed, and "recent" means uploaded in the last five days.
 */
export function filesFilter(scope: FilesScope, type: FileKind | null): Record<string, unknown> {
  const rules: Record<string, unknown>[] = [{ type: { _nnull: true } }];
  if (scope.kind === 'root') rules.push({ folder: { _null: true } });
  if (scope.kind === 'folder') rules.push({ folder: { _eq: scope.folder } });
  if (scope.kind === 'mine') rules.push({ uploaded_by: { _eq: '$CURRENT_USER' } });
  if (scope.kind === 'recent') rules.push({ uploaded_on: { _gt: '$NOW(-5 days)' } });
  const kind = FILE_KINDS.find((entry) => entry.id === type);
  if (kind) rules.push(kind.filter);
  return { _and: rules };
}

/** Where the list lives in the app, for links back from a file page. */
export function scopePath(scope: FilesScope): string {
  if (scope.kind === 'folder') return `/files/folders/${encodeURIComponent(scope.folder)}`;
  return scope.kind === 'root' ? '/files' : `/files/${scope.kind}`;
}
