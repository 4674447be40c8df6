import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button.js';
import { ConfirmDialog } from '../../../components/confirm-dialog.js';
import { Dialog } from '../../../components/dialog.js';
import type { FolderRecord } from '../../../lib/files/types.js';
import { deleteFolderKeepingContents } from '../api/delete-folder.js';
import { moveTargets } from '../api/folder-tree.js';
import { scopePath } from '../api/files-view.js';
import { useFilesMutation } from '../api/use-files-mutation.js';
import { FolderSelect } from './folder-select.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

/** The folder dialogs the navigation opens. */
export type FolderDialogState =
  | { kind: 'create'; parent: string | null }
  | { kind: 'rename'; folder: FolderRecord }
  | { kind: 'move'; folder: FolderRecord }
  | { kind: 'delete'; folder: FolderRecord };

export function FolderDialog({
  state,
  folders,
  onClose,
}: {
  state: FolderDialogState;
  folders: readonly FolderRecord[];
  onClose: () => void;
}) {
  if (state.kind === 'delete') return <DeleteFolderDialog folder={state.folder} onClose={onClose} />;
  if (state.kind === 'move') return <MoveFolderDialog folder={state.folder} folders={folders} onClose={onClose} />;
  return <FolderNameDialog state={state} folders={folders} onClose={onClose} />;
}

function FolderNameDialog({
  state,
  folders,
  onClose,
}: {
  state: Extract<FolderDialogState, { kind: 'create' | 'rename' }>;
  folders: readonly FolderRecord[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const ids = { name: useId(), parent: useId() };
  const [name, setName] = useState(state.kind === 'rename' ? state.folder.name : '');
  const [parent, setParent] = useState(state.kind === 'create' ? state.parent : null);
  const save = useFilesMutation<string>({
    run: (client, value) =>
      state.kind === 'create'
        ? client.createFolder({ name: value, parent }).then(() => undefined)
        : client.updateFolder(state.folder.id, { name: value }).then(() => undefined),
    done: (value) => t(state.kind === 'create' ? 'files.folderCreated' : 'files.folderRenamed', { name: value }),
    failed: t(state.kind === 'create' ? 'files.couldNotCreateFolder' : 'files.couldNotRenameFolder'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) save.mutate(name.trim(), { onSuccess: onClose });
  };
  const title = t(state.kind === 'create' ? 'files.createFolder' : 'files.renameFolder');
  return (
    <Dialog
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" type="submit" form="folder-name" isLoading={save.isPending} disabled={!name.trim()}>
            {t(state.kind === 'create' ? 'files.create' : 'files.save')}
          </Button>
        </>
      }
    >
      <form id="folder-name" className="files-form" onSubmit={submit}>
        <label htmlFor={ids.name}>{t('files.folderName')}</label>
        <input id={ids.name} className="input" value={name} onChange={(event) => setName(event.target.value)} data-autofocus />
        {state.kind === 'create' ? (
          <>
            <label htmlFor={ids.parent}>{t('files.parentFolder')}</label>
            <FolderSelect id={ids.parent} folders={folders} value={parent} onChange={setParent} />
          </>
        ) : null}
      </form>
    </Dialog>
  );
}

function MoveFolderDialog({ folder, folders, onClose }: { folder: FolderRecord; folders: readonly FolderRecord[]; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [parent, setParent] = useState(folder.parent);
  const move = useFilesMutation<string | null>({
    run: (client, target) => client.updateFolder(folder.id, { parent: target }).then(() => undefined),
    done: () => t('files.folderMoved', { name: folder.name }),
    failed: t('files.couldNotMoveFolder'),
  });
  return (
    <Dialog
      title={t('files.moveNamed', { name: folder.name })}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" isLoading={move.isPending} onClick={() => move.mutate(parent, { onSuccess: onClose })}>
            {t('files.move')}
          </Button>
        </>
      }
    >
      <div className="files-form">
        <label htmlFor={id}>{t('files.newParentFolder')}</label>
        <FolderSelect id={id} folders={moveTargets(folders, folder.id)} value={parent} onChange={setParent} />
      </div>
    </Dialog>
  );
}

function DeleteFolderDialog({ folder, onClose }: { folder: FolderRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const isViewing = location.pathname === scopePath({ kind: 'folder', folder: folder.id });
  const onDeleted = () => {
    onClose();
    // The folder's page would list nothing now: show the parent, where its files went.
    if (isViewing) void navigate(folder.parent ? scopePath({ kind: 'folder', folder: folder.parent }) : '/files');
  };
  const remove = useFilesMutation<FolderRecord>({
    run: deleteFolderKeepingContents,
    done: () => t('files.folderDeleted', { name: folder.name }),
    failed: t('files.couldNotDeleteFolder'),
  });
  return (
    <ConfirmDialog
      title={t('files.deleteFolderTitle', { name: folder.name })}
      confirmLabel={t('files.delete')}
      isDanger
      isBusy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => remove.mutate(folder, { onSuccess: onDeleted })}
    >
      <p>{t('files.deleteFolderText')}</p>
    </ConfirmDialog>
  );
}
