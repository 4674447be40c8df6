import { useState } from 'react';
import { Button } from '../../../components/button.js';
import { ConfirmDialog } from '../../../components/confirm-dialog.js';
import { useFilesMutation } from '../api/use-files-mutation.js';
import type { FilesAccess } from './files-access.js';
import { MoveFilesDialog } from './move-files-dialog.js';
import { fileCount } from '../api/file-count.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

/** What can be done with the selected files: move them, delete them, or clear the selection. */
export function FilesSelectionBar({ ids, access, onClear }: { ids: readonly string[]; access: FilesAccess; onClear: () => void }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'move' | 'delete' | null>(null);
  const remove = useFilesMutation<readonly string[]>({
    run: (client, keys) => client.deleteFiles([...keys]),
    done: (keys) => t('files.countDeleted', { files: fileCount(keys.length) }),
    failed: t('files.couldNotDeleteFiles'),
  });
  if (ids.length === 0) return null;
  const finish = () => {
    setDialog(null);
    onClear();
  };
  return (
    <div className="files-selection" role="region" aria-label={t('files.selection')}>
      <span>{t('files.countSelected', { files: fileCount(ids.length) })}</span>
      {access.canEditFiles ? <Button onClick={() => setDialog('move')}>{t('files.moveToFolder')}</Button> : null}
      {access.canDeleteFiles ? (
        <Button variant="danger" onClick={() => setDialog('delete')}>
          {t('files.delete')}
        </Button>
      ) : null}
      <Button variant="ghost" onClick={onClear}>
        {t('files.clearSelection')}
      </Button>
      {dialog === 'move' ? <MoveFilesDialog ids={ids} onClose={() => setDialog(null)} onMoved={finish} /> : null}
      {dialog === 'delete' ? (
        <ConfirmDialog
          title={t('files.deleteTitle', { files: fileCount(ids.length) })}
          confirmLabel={t('files.deleteCount', { files: fileCount(ids.length) })}
          isDanger
          isBusy={remove.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={() => remove.mutate(ids, { onSuccess: finish })}
        >
          <p>{t('files.deleteFilesText')}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
