import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import type { FolderRecord } from '../../../lib/files/types.js';
import { scopePath } from '../api/files-view.js';

/**
 * The library's top level when no file is there but folders are: where the files are instead (the
 * top-level folders, and all files), rather than "no files". `children`: the upload to the top level, if allowed.
 */
export function RootInFoldersState({ folders, children }: { folders: readonly FolderRecord[]; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('polish.filesInFolders')}
      icon="folder"
      action={<Link to={scopePath({ kind: 'all' })}>{t('polish.seeAllFiles')}</Link>}
    >
      <p>{t('polish.filesInFoldersText')}</p>
      <ul className="files-root-folders" aria-label={t('polish.topFolders')}>
        {folders.map((folder) => (
          <li key={folder.id}>
            <Link to={scopePath({ kind: 'folder', folder: folder.id })}>{folder.name}</Link>
          </li>
        ))}
      </ul>
      {children}
    </EmptyState>
  );
}

/** The folders at the library's top level. */
export function topFolders(folders: readonly FolderRecord[] | undefined): FolderRecord[] {
  return (folders ?? []).filter((folder) => folder.parent === null);
}
