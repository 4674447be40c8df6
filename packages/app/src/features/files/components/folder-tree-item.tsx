import { useState } from 'react';
import type { DragEvent } from 'react';
import { NavLink } from 'react-router';
import { Icon } from '../../../components/icon.js';
import { Menu } from '../../../components/menu.js';
import type { MenuItem } from '../../../components/menu.js';
import { dragHasFiles } from '../../../components/upload/drop-zone.js';
import type { FolderRecord } from '../../../lib/files/types.js';
import type { FolderNode } from '../api/folder-tree.js';
import type { FolderDialogState } from './folder-dialogs.js';
import { dragHasCards, draggedFileIds } from './file-drag.js';
import type { FilesAccess } from './files-access.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

export interface FolderDropHandlers {
  /** Files from the operating system dropped on a folder: upload them into it. */
  onUploadInto: (folder: string, files: File[]) => void;
  /** File cards dropped on a folder: move them into it. */
  onMoveInto: (folder: FolderRecord, ids: string[]) => void;
}

const linkClass = ({ isActive }: { isActive: boolean }) => `files-nav__link${isActive ? ' files-nav__link--active' : ''}`;

/** One folder of the tree: a link that takes dropped files and cards, its actions, and its subfolders. */
export function FolderTreeItem({
  node,
  access,
  drop,
  onDialog,
}: {
  node: FolderNode;
  access: FilesAccess;
  drop: FolderDropHandlers;
  onDialog: (state: FolderDialogState) => void;
}) {
  const { t } = useTranslation();
  const { folder, children } = node;
  const [isOpen, setOpen] = useState(true);
  const [isOver, setOver] = useState(false);
  const accepts = (event: DragEvent) => (access.canUpload && dragHasFiles(event)) || (access.canEditFiles && dragHasCards(event));
  const onDragOver = (event: DragEvent) => {
    if (!accepts(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = dragHasCards(event) ? 'move' : 'copy';
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    setOver(false);
    if (!accepts(event)) return;
    event.preventDefault();
    if (dragHasCards(event)) drop.onMoveInto(folder, draggedFileIds(event));
    else drop.onUploadInto(folder.id, Array.from(event.dataTransfer.files));
  };
  const actions: MenuItem[] = [
    ...(access.canCreateFolders
      ? [{ id: 'create', label: 'New subfolder', onSelect: () => onDialog({ kind: 'create', parent: folder.id }) }]
      : []),
    ...(access.canEditFolders
      ? [
          { id: 'rename', label: 'Rename', onSelect: () => onDialog({ kind: 'rename', folder }) },
          { id: 'move', label: 'Move', onSelect: () => onDialog({ kind: 'move', folder }) },
        ]
      : []),
    ...(access.canDeleteFolders
      ? [{ id: 'delete', label: 'Delete', isDanger: true, onSelect: () => onDialog({ kind: 'delete', folder }) }]
      : []),
  ];
  return (
    <li>
      <div
        className={`files-nav__folder${isOver ? ' files-nav__folder--over' : ''}`}
        onDragOver={onDragOver}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-folder={folder.id}
      >
        {children.length > 0 ? (
          <button
            type="button"
            className="files-nav__toggle"
            aria-expanded={isOpen}
            aria-label={`${isOpen ? 'Collapse' : 'Expand'} ${folder.name}`}
            onClick={() => setOpen(!isOpen)}
          >
            <Icon name={isOpen ? 'expand_more' : 'chevron_right'} />
          </button>
        ) : (
          <span className="files-nav__toggle" />
        )}
        <NavLink to={`/files/folders/${encodeURIComponent(folder.id)}`} className={linkClass}>
          <Icon name="folder" /> {folder.name}
        </NavLink>
        {actions.length > 0 ? (
          <Menu label={t('files.folderActions', { name: folder.name })} trigger={<Icon name="more_vert" />} align="end" items={actions} />
        ) : null}
      </div>
      {isOpen && children.length > 0 ? (
        <ul className="files-nav__list files-nav__list--nested">
          {children.map((child) => (
            <FolderTreeItem key={child.folder.id} node={child} access={access} drop={drop} onDialog={onDialog} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
