import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../../components/button.js';
import { ConfirmDialog } from '../../../../components/confirm-dialog.js';
import { Notice } from '../../../../components/notice.js';
import { errorMessage } from '../../../../lib/api-error.js';
import { useClient } from '../../../../lib/client-context.js';
import type { CollectionMeta, Field, PrimaryKey, Relation } from '../../../../lib/schema/types.js';
import { itemsKey } from '../../api/query-keys.js';
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
  onClear: () => void;
}

/** What can be done with the selected items: edit together, archive, delete (each only when allowed). */
export function BulkActions({ collection, meta, actions, fields, relations, selection, onClear }: BulkActionsProps) {
  const client = useClient();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: itemsKey(collection) });

  const remove = useMutation({
    mutationFn: () => client.deleteItems(collection, selection),
    onSuccess: async () => {
      setDialog(null);
      onClear();
      await refresh();
    },
  });
  const archive = useMutation({
    mutationFn: () => client.updateItems(collection, selection, { [meta?.archive_field ?? '']: meta?.archive_value ?? 'archived' }),
    onSuccess: async () => {
      onClear();
      await refresh();
    },
  });

  const count = selection.length;
  const noun = count === 1 ? 'item' : 'items';
  return (
    <div className="bulk-actions" role="region" aria-label="Selected items">
      <span>
        {count} {noun} selected
      </span>
      {actions.edit ? (
        <Button size="small" onClick={() => setDialog('edit')}>
          Edit
        </Button>
      ) : null}
      {actions.archive ? (
        <Button size="small" onClick={() => archive.mutate()} isLoading={archive.isPending}>
          Archive
        </Button>
      ) : null}
      {actions.delete ? (
        <Button size="small" variant="danger" onClick={() => setDialog('delete')}>
          Delete
        </Button>
      ) : null}
      <Button size="small" variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
      {archive.error ? <Notice kind="danger">{errorMessage(archive.error)}</Notice> : null}
      {dialog === 'edit' ? <BulkEditDrawer collection={collection} fields={fields} relations={relations} keys={selection} onClose={() => setDialog(null)} onDone={() => setDialog(null)} /> : null}
      {dialog === 'delete' ? (
        <ConfirmDialog title={`Delete ${count} ${noun}?`} confirmLabel="Delete" isDanger isBusy={remove.isPending} onConfirm={() => remove.mutate()} onCancel={() => setDialog(null)}>
          {remove.error ? <Notice kind="danger">{errorMessage(remove.error)}</Notice> : <p>This can't be undone.</p>}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
