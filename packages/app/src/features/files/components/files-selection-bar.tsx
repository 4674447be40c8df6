import { useState } from 'react';
import { Button } from '../../../components/button.js';
import { ConfirmDialog } from '../../../components/confirm-dialog.js';
import { useFilesMutation } from '../api/use-files-mutation.js';
import type { FilesAccess } from './files-access.js';
import { MoveFilesDialog } from './move-files-dialog.js';

const countOf = (count: number) => (count === 1 ? '1 file' : `${count} files`);

/** What can be done with the selected files: move them, delete them, or clear the selection. */
export function FilesSelectionBar({ ids, access, onClear }: { ids: readonly string[]; access: FilesAccess; onClear: () => void }) {
  const [dialog, setDialog] = useState<'move' | 'delete' | null>(null);
  const remove = useFilesMutation<readonly string[]>({
    run: (client, keys) => client.deleteFiles([...keys]),
    done: (keys) => `${countOf(keys.length)} deleted`,
    failed: "Couldn't delete the files",
  });
  if (ids.length === 0) return null;
  const finish = () => {
    setDialog(null);
    onClear();
  };
  return (
    <div className="files-selection" role="region" aria-label="Selection">
      <span>{countOf(ids.length)} selected</span>
      {access.canEditFiles ? <Button onClick={() => setDialog('move')}>Move to folder</Button> : null}
      {access.canDeleteFiles ? (
        <Button variant="danger" onClick={() => setDialog('delete')}>
          Delete
        </Button>
      ) : null}
      <Button variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
      {dialog === 'move' ? <MoveFilesDialog ids={ids} onClose={() => setDialog(null)} onMoved={finish} /> : null}
      {dialog === 'delete' ? (
        <ConfirmDialog
          title={`Delete ${countOf(ids.length)}?`}
          confirmLabel={`Delete ${countOf(ids.length)}`}
          isDanger
          isBusy={remove.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={() => remove.mutate(ids, { onSuccess: finish })}
        >
          <p>The files and their stored bytes are removed. This cannot be undone.</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
