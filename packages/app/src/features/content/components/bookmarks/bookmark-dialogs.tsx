import { ConfirmDialog } from '../../../../components/confirm-dialog.js';
import { Notice } from '../../../../components/notice.js';
import { errorMessage } from '../../../../lib/api-error.js';
import type { Preset } from '../../../../lib/schema/system-types.js';
import { useDeletePreset } from '../../api/use-presets.js';
import { BookmarkDialog } from './bookmark-dialog.js';
import type { LayoutState } from '../collection-view/layout-state.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';

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
  const { t } = useTranslation();
  const deletePreset = useDeletePreset();
  if (dialog === 'save')
    return <BookmarkDialog collection={collection} userId={userId} state={state} onClose={onClose} onSaved={onSaved} />;
  if (dialog === 'delete' && bookmark) {
    return (
      <ConfirmDialog
        title={t('content.deleteBookmarkTitle', { name: bookmark.bookmark ?? '' })}
        confirmLabel={t('content.delete')}
        isDanger
        isBusy={deletePreset.isPending}
        onCancel={onClose}
        onConfirm={() => deletePreset.mutate(bookmark.id, { onSuccess: onDeleted })}
      >
        {deletePreset.error ? <Notice kind="danger">{errorMessage(deletePreset.error)}</Notice> : <p>{t('content.deleteBookmarkText')}</p>}
      </ConfirmDialog>
    );
  }
  return null;
}
