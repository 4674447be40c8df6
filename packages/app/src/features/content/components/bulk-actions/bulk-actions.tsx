import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';
import type { TFunction } from '../../../../lib/i18n/i18n.js';
import { Button } from '../../../../components/button.js';
import { ConfirmDialog } from '../../../../components/confirm-dialog.js';
import { Notice } from '../../../../components/notice.js';
import { errorMessage } from '../../../../lib/api-error.js';
import { useClient } from '../../../../lib/client-context.js';
import { primaryKeyField } from '../../../../lib/schema/relation-info.js';
import type { CollectionMeta, Field, PrimaryKey, Relation } from '../../../../lib/schema/types.js';
import { itemsKey } from '../../api/query-keys.js';
import { updateItemsWithUndo } from '../../api/update-items-with-undo.js';
import { countItems, useActionNotifications } from '../../api/use-action-notifications.js';
import type { CollectionActions } from '../collection-view/collection-actions.js';
import { BulkEditDrawer } from './bulk-edit-drawer.js';

interface BulkActionsProps {
  collection: string;
  meta: CollectionMeta | null;
  /** Which of edit / archive / delete the user's role allows. */
  actions: Pick<CollectionActions, 'edit' | 'archive' | 'delete'>;
  fields: readonly Field[];
  relations: readonly Relation[];
  selection: PrimaryKey[];
  /** How many selected items are not among the rows on screen; confirmations say so. */
  hiddenCount: number;
  /** Empties the selection: the "Clear selection" button, and every finished bulk action. */
  onClear: () => void;
}

/** "2 of the 4 selected items are not on screen." when some are hidden, else nothing. */
function hiddenNotice(t: TFunction, hidden: number, count: number) {
  if (hidden === 0) return null;
  return (
    <Notice kind="warning">
      {count === 1 ? t('selection.hiddenOne') : t(hidden === 1 ? 'selection.hiddenSingular' : 'selection.hiddenPlural', { hidden, count })}
    </Notice>
  );
}

/** What can be done with the selected items: edit together, archive, delete (each only when allowed). */
export function BulkActions({ collection, meta, actions, fields, relations, selection, hiddenCount, onClear }: BulkActionsProps) {
  const client = useClient();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'edit' | 'delete' | 'archive' | null>(null);
  const { t } = useTranslation();
  // Every bulk action ends here: the selection it acted on is spent, so the next one starts empty.
  const finish = async () => {
    setDialog(null);
    onClear();
    await queryClient.invalidateQueries({ queryKey: itemsKey(collection) });
  };

  const notices = useActionNotifications(collection);

  const remove = useMutation({
    mutationFn: () => client.deleteItems(collection, selection),
    onSuccess: async () => {
      notices.done(`Deleted ${countItems(selection.length)}`);
      await finish();
    },
    onError: (error) => notices.failed("Couldn't delete", error),
  });
  // Undo sets each item's archive field back to the value it had before.
  const archive = useMutation({
    mutationFn: () =>
      updateItemsWithUndo(client, {
        collection,
        primaryKey: primaryKeyField(fields),
        keys: selection,
        patch: { [meta?.archive_field ?? '']: meta?.archive_value ?? 'archived' },
      }),
    onSuccess: async (undo) => {
      notices.done(`Archived ${countItems(selection.length)}`, undo, `Restored ${countItems(selection.length)}`);
      await finish();
    },
    onError: (error) => notices.failed("Couldn't archive", error),
  });

  const count = selection.length;
  const isOne = count === 1;
  return (
    <div className="bulk-actions" role="region" aria-label={t('selection.region')}>
      <span className="bulk-actions__count">{t(isOne ? 'selection.selectedOne' : 'selection.selectedMany', { count })}</span>
      {actions.edit ? (
        <Button size="small" onClick={() => setDialog('edit')}>
          {t('selection.edit')}
        </Button>
      ) : null}
      {actions.archive ? (
        <Button size="small" onClick={() => (hiddenCount > 0 ? setDialog('archive') : archive.mutate())} isLoading={archive.isPending}>
          {t('selection.archive')}
        </Button>
      ) : null}
      {actions.delete ? (
        <Button size="small" variant="danger" onClick={() => setDialog('delete')}>
          {t('selection.delete')}
        </Button>
      ) : null}
      <Button size="small" variant="ghost" onClick={onClear}>
        {t('selection.clear')}
      </Button>
      {archive.error ? <Notice kind="danger">{errorMessage(archive.error)}</Notice> : null}
      {dialog === 'edit' ? (
        <BulkEditDrawer
          collection={collection}
          fields={fields}
          relations={relations}
          keys={selection}
          onClose={() => setDialog(null)}
          onDone={() => void finish()}
        />
      ) : null}
      {dialog === 'delete' ? (
        <ConfirmDialog
          title={t(isOne ? 'selection.deleteTitleOne' : 'selection.deleteTitleMany', { count })}
          confirmLabel={t('selection.delete')}
          isDanger
          isBusy={remove.isPending}
          onConfirm={() => remove.mutate()}
          onCancel={() => setDialog(null)}
        >
          {hiddenNotice(t, hiddenCount, count)}
          {remove.error ? <Notice kind="danger">{errorMessage(remove.error)}</Notice> : <p>{t('item.cannotBeUndone')}</p>}
        </ConfirmDialog>
      ) : null}
      {dialog === 'archive' ? (
        <ConfirmDialog
          title={t(isOne ? 'selection.archiveTitleOne' : 'selection.archiveTitleMany', { count })}
          confirmLabel={t('selection.archive')}
          isBusy={archive.isPending}
          onConfirm={() => archive.mutate()}
          onCancel={() => setDialog(null)}
        >
          {hiddenNotice(t, hiddenCount, count)}
          {archive.error ? <Notice kind="danger">{errorMessage(archive.error)}</Notice> : null}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
