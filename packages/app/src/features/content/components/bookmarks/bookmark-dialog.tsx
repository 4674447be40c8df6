import { useId, useState } from 'react';
import { Button } from '../../../../components/button.js';
import { Dialog } from '../../../../components/dialog.js';
import { Notice } from '../../../../components/notice.js';
import { errorMessage } from '../../../../lib/api-error.js';
import type { Preset } from '../../../../lib/schema/system-types.js';
import { useCreatePreset } from '../../api/use-presets.js';
import { stateToPreset } from '../collection-view/layout-state.js';
import type { LayoutState } from '../collection-view/layout-state.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';

/** Saves the current layout, query, filter and search as a named bookmark for the user. */
export function BookmarkDialog({
  collection,
  userId,
  state,
  onSaved,
  onClose,
}: {
  collection: string;
  userId: string;
  state: LayoutState;
  onSaved: (preset: Preset) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const nameId = useId();
  const createPreset = useCreatePreset();

  function save() {
    createPreset.mutate(
      { ...stateToPreset({ ...state, page: 1 }), collection, user: userId, bookmark: name.trim() },
      { onSuccess: onSaved },
    );
  }

  return (
    <Dialog
      title={t('content.createBookmark')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" onClick={save} disabled={name.trim() === ''} isLoading={createPreset.isPending}>
            {t('content.saveBookmark')}
          </Button>
        </>
      }
    >
      {createPreset.error ? <Notice kind="danger">{errorMessage(createPreset.error)}</Notice> : null}
      <label htmlFor={nameId}>{t('content.bookmarkName')}</label>
      <input
        id={nameId}
        className="input"
        value={name}
        data-autofocus
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && name.trim() !== '') save();
        }}
      />
    </Dialog>
  );
}
