import { ConfirmDialog } from '../../../../components/confirm-dialog.js';
import { Notice } from '../../../../components/notice.js';
import { errorMessage } from '../../../../lib/api-error.js';
import type { Preset } from '../../../../lib/schema/system-types.js';
import { useDeletePreset } from '../../api/use-presets.js';
import { BookmarkDialog } from './bookmark-dialog.js';
import type { LayoutState } from '../collection-view/layout-state.js';

interface BookmarkDialogsProps {
  dialog: 'save' | 'delete' | null;
  collection: string;
  userId: string;
  state: LayoutState;
  bookmark: Preset | null;
  onClose: () => void;
  onSaved: (preset: Preset) => void;
  onDeleted: () => void;
}

/** Creating a bookmark from the current view, or deleting the one being viewed. */
export function BookmarkDialogs({ dialog, collection, userId, state, bookmark, onClose, onSaved, onDeleted }: BookmarkDialogsProps) {
  const deletePreset = useDeletePreset();
  if (dialog === 'save')
    return <BookmarkDialog collection={collection} userId={userId} state={state} onClose={onClose} onSaved={onSaved} />;
  if (dialog === 'delete' && bookmark) {
    return (
      <ConfirmDialog
        title={`Delete bookmark "${bookmark.bookmark ?? ''}"?`}
        confirmLabel="Delete"
        isDanger
        isBusy={deletePreset.isPending}
        onCancel={onClose}
        onConfirm={() => deletePreset.mutate(bookmark.id, { onSuccess: onDeleted })}
      >
        {deletePreset.error ? (
          <Notice kind="danger">{errorMessage(deletePreset.error)}</Notice>
        ) : (
          <p>The items stay; only the saved view goes.</p>
        )}
      </ConfirmDialog>
    );
  }
  return null;
}
