import { useId, useState } from 'react';
import { Button } from '../../../components/button.js';
import { Dialog } from '../../../components/dialog.js';
import { useFolders } from '../api/use-files.js';
import { useFilesMutation } from '../api/use-files-mutation.js';
import { FolderSelect } from './folder-select.js';

/** Moves the selected files into a folder (`PATCH /files` batch). */
export function MoveFilesDialog({ ids, onClose, onMoved }: { ids: readonly string[]; onClose: () => void; onMoved: () => void }) {
  const folders = useFolders();
  const id = useId();
  const [folder, setFolder] = useState<string | null>(null);
  const move = useFilesMutation<string | null>({
    run: (client, target) => client.updateFiles([...ids], { folder: target }),
    done: () => `${ids.length} ${ids.length === 1 ? 'file' : 'files'} moved`,
    failed: "Couldn't move the files",
  });
  const plural = ids.length === 1 ? '1 file' : `${ids.length} files`;
  return (
    <Dialog
      title={`Move ${plural}`}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" isLoading={move.isPending} onClick={() => move.mutate(folder, { onSuccess: onMoved })}>
            Move
          </Button>
        </>
      }
    >
      <div className="files-form">
        <label htmlFor={id}>Folder</label>
        <FolderSelect id={id} folders={folders.data ?? []} value={folder} onChange={setFolder} />
      </div>
    </Dialog>
  );
}
