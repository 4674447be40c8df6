import { useState } from 'react';
import { Button } from '../../../../components/button.js';
import { ConfirmDialog } from '../../../../components/confirm-dialog.js';
import { Icon } from '../../../../components/icon.js';
import { Notice } from '../../../../components/notice.js';
import { errorMessage } from '../../../../lib/api-error.js';
import type { Field, Relation } from '../../../../lib/schema/types.js';
import { useDeleteField } from '../../api/use-data-model.js';

/** A field's delete button, confirmed by a dialog that names what is lost. */
export function DeleteField({ field, relations }: { field: Field; relations: Relation[] }) {
  const remove = useDeleteField(field.collection);
  const [isConfirming, setIsConfirming] = useState(false);
  const relation = relations.find(
    (entry) =>
      (entry.collection === field.collection && entry.field === field.field) ||
      (entry.related_collection === field.collection && entry.meta?.one_field === field.field),
  );
  return (
    <>
      <Button size="small" variant="ghost" aria-label={`Delete field ${field.field}`} onClick={() => setIsConfirming(true)}>
        <Icon name="delete" />
      </Button>
      {isConfirming ? (
        <ConfirmDialog
          title={`Delete the field "${field.field}"?`}
          confirmLabel="Delete field"
          isDanger
          isBusy={remove.isPending}
          onCancel={() => setIsConfirming(false)}
          onConfirm={() => remove.mutate(field.field, { onSuccess: () => setIsConfirming(false) })}
        >
          <p>
            {field.type === 'alias' ? 'The field is removed from the form' : 'Its column and the value it holds in every item are deleted'}
            {relation
              ? `, with its relation to ${relation.collection === field.collection ? relation.related_collection : relation.collection}`
              : ''}
            . This cannot be undone.
          </p>
          {remove.error ? <Notice kind="danger">{errorMessage(remove.error)}</Notice> : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
