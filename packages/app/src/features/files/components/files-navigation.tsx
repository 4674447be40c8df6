import { useState } from 'react';
import { NavLink } from 'react-router';
import { Button } from '../../../components/button.js';
import { Icon } from '../../../components/icon.js';
import type { FolderRecord } from '../../../lib/files/types.js';
import { buildFolderTree } from '../api/folder-tree.js';
import { useFolders } from '../api/use-files.js';
import { useFilesMutation } from '../api/use-files-mutation.js';
import { FolderDialog } from './folder-dialogs.js';
import type { FolderDialogState } from './folder-dialogs.js';
import { FolderTreeItem } from './folder-tree-item.js';
import type { FilesAccess } from './files-access.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

const linkClass = ({ isActive }: { isActive: boolean }) => `files-nav__link${isActive ? ' files-nav__link--active' : ''}`;

/** The files module's navigation: the library's top level and three views, then the folder tree with its actions. */
export function FilesNavigation({ access, onUploadInto }: { access: FilesAccess; onUploadInto: (folder: string, files: File[]) => void }) {
  const { t } = useTranslation();
  const folders = useFolders();
  const [dialog, setDialog] = useState<FolderDialogState | null>(null);
  const move = useFilesMutation<{ folder: FolderRecord; ids: string[] }>({
    run: (client, { folder, ids }) => client.updateFiles(ids, { folder: folder.id }),
    done: ({ folder, ids }) => `${ids.length} ${ids.length === 1 ? 'file' : 'files'} moved to “${folder.name}”`,
    failed: "Couldn't move the files",
  });
  const drop = {
    onUploadInto,
    onMoveInto: (folder: FolderRecord, ids: string[]) => ids.length > 0 && move.mutate({ folder, ids }),
  };
  return (
    <nav className="files-nav" aria-label={t('files.fileLibrary')}>
      <ul className="files-nav__list">
        <li>
          <NavLink to="/files" end className={linkClass}>
            <Icon name="home_storage" /> {t('files.fileLibrary')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/files/all" className={linkClass}>
            <Icon name="folder_special" /> {t('files.allFiles')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/files/mine" className={linkClass}>
            <Icon name="person" /> {t('files.myFiles')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/files/recent" className={linkClass}>
            <Icon name="history" /> {t('files.recent')}
          </NavLink>
        </li>
      </ul>
      <div className="files-nav__heading">
        <h2>{t('files.folders')}</h2>
        {access.canCreateFolders ? (
          <Button size="small" variant="ghost" onClick={() => setDialog({ kind: 'create', parent: null })}>
            {t('files.newFolder')}
          </Button>
        ) : null}
      </div>
      <ul className="files-nav__list" aria-label={t('files.folders')}>
        {buildFolderTree(folders.data ?? []).map((node) => (
          <FolderTreeItem key={node.folder.id} node={node} access={access} drop={drop} onDialog={setDialog} />
        ))}
      </ul>
      {dialog ? <FolderDialog state={dialog} folders={folders.data ?? []} onClose={() => setDialog(null)} /> : null}
    </nav>
  );
}
