import type { FilesScope, FilesView } from './files-view.js';

/** Every cached query of the files library starts with `['files']`, so one invalidation refreshes them all. */
export const FILES_KEYS = {
  all: ['files'] as const,
  folders: ['files', 'folders'] as const,
  list: (scope: FilesScope, view: FilesView, withUsers: boolean) => ['files', 'list', scope, view, withUsers] as const,
  file: (id: string) => ['files', 'file', id] as const,
};
