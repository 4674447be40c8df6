import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../../components/button.js';
import { ConfirmDialog } from '../../../../components/confirm-dialog.js';
import { Notice } from '../../../../components/notice.js';
import { errorMessage } from '../../../../lib/api-error.js';
import { useClient } from '../../../../lib/client-context.js';
import type { PrimaryKey } from '../../../../lib/schema/types.js';
import { itemsKey } from '../../api/query-keys.js';
import { useActionNotifications } from '../../api/use-action-notifications.js';
import type { ArchiveState } from './archive-state.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';

/** Archive (after a confirmation) or Unarchive the item: writes only the collection's archive field. */
export function ArchiveAction({ collection, primaryKey, state }: { collection: string; primaryKey: PrimaryKey; state: ArchiveState }) {
  const { t } = useTranslation();
  const client = useClient();
  const queryClient = useQueryClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const notices = useActionNotifications(collection);
  const write = useMutation({
    mutationFn: async (value: unknown) => {
      const previous = state.currentValue;
      await client.updateItem(collection, primaryKey, { [state.field]: value });
      return async () => void (await client.updateItem(collection, primaryKey, { [state.field]: previous }));
    },
    onSuccess: async (undo, value) => {
      setIsConfirming(false);
      const archived = value === state.archiveValue;
      notices.done(t(archived ? 'item.archived' : 'item.unarchived'), undo, t(archived ? 'item.archiveUndone' : 'item.unarchiveUndone'));
      await queryClient.invalidateQueries({ queryKey: itemsKey(collection) });
    },
  });

  return (
    <>
      {state.isArchived ? (
        <Button onClick={() => write.mutate(state.unarchiveValue)} isLoading={write.isPending}>
          {t('item.unarchive')}
        </Button>
      ) : (
        <Button onClick={() => setIsConfirming(true)}>{t('item.archive')}</Button>
      )}
      {write.error && !isConfirming ? (
        <span className="item-actions__error" role="alert">
          {errorMessage(write.error)}
        </span>
      ) : null}
      {isConfirming ? (
        <ConfirmDialog
          title={t('item.archiveTitle')}
          confirmLabel={t('item.archive')}
          isBusy={write.isPending}
          onCancel={() => setIsConfirming(false)}
          onConfirm={() => write.mutate(state.archiveValue)}
        >
          {write.error ? <Notice kind="danger">{errorMessage(write.error)}</Notice> : <p>{t('item.archiveText')}</p>}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
