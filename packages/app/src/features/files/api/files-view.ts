import { FILE_KINDS, isFileKind } from './file-kinds.js';
import type { FileKind } from './file-kinds.js';

export type FilesLayout = 'cards' | 'tabular';

/** Which files a page lists: all, the user's own, the recent ones, or one folder's. */
export type FilesScope = { kind: 'all' } | { kind: 'mine' } | { kind: 'recent' } | { kind: 'folder'; folder: string };

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

/** The filter of `/files` for a scope and a type (api-reference §4; the server resolves `$CURRENT_USER` and `$NOW`). */
export function filesFilter(scope: FilesScope, type: FileKind | null): Record<string, unknown> | undefined {
  const rules: Record<string, unknown>[] = [];
  if (scope.kind === 'mine') rules.push({ uploaded_by: { _eq: '$CURRENT_USER' } });
  if (scope.kind === 'recent') rules.push({ uploaded_on: { _gte: '$NOW(-7 days)' } });
  if (scope.kind === 'folder') rules.push({ folder: { _eq: scope.folder } });
  const kind = FILE_KINDS.find((entry) => entry.id === type);
  if (kind) rules.push(kind.filter);
  if (rules.length === 0) return undefined;
  return rules.length === 1 ? rules[0] : { _and: rules };
}

/** Where the list lives in the app, for links back from a file page. */
export function scopePath(scope: FilesScope): string {
  if (scope.kind === 'folder') return `/files/folders/${encodeURIComponent(scope.folder)}`;
  return scope.kind === 'all' ? '/files' : `/files/${scope.kind}`;
}
