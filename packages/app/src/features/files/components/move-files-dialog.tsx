import { useId, useState } from 'react';
import { Button } from '../../../components/button.js';
import { Dialog } from '../../../components/dialog.js';
import { useFolders } from '../api/use-files.js';
import { useFilesMutation } from '../api/use-files-mutation.js';
import { FolderSelect } from './folder-select.js';
import { fileCount } from '../api/file-count.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

/** Moves the selected files into a folder (`PATCH /files` batch). */
export function MoveFilesDialog({ ids, onClose, onMoved }: { ids: readonly string[]; onClose: () => void; onMoved: () => void }) {
  const { t } = useTranslation();
  const folders = useFolders();
  const id = useId();
  const [folder, setFolder] = useState<string | null>(null);
  const move = useFilesMutation<string | null>({
    run: (client, target) => client.updateFiles([...ids], { folder: target }),
    done: () => t('files.moved', { files: fileCount(ids.length) }),
    failed: t('files.couldNotMoveFiles'),
  });
  return (
    <Dialog
      title={t('files.moveCount', { files: fileCount(ids.length) })}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" isLoading={move.isPending} onClick={() => move.mutate(folder, { onSuccess: onMoved })}>
            {t('files.move')}
          </Button>
        </>
      }
    >
      <div className="files-form">
        <label htmlFor={id}>{t('files.folder')}</label>
        <FolderSelect id={id} folders={folders.data ?? []} value={folder} onChange={setFolder} />
      </div>
    </Dialog>
  );
}
