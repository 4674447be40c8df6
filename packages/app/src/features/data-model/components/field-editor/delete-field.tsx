import { useState } from 'react';
import { Button } from '../../../../components/button.js';
import { ConfirmDialog } from '../../../../components/confirm-dialog.js';
import { Icon } from '../../../../components/icon.js';
import { Notice } from '../../../../components/notice.js';
import { errorMessage } from '../../../../lib/api-error.js';
import type { TFunction } from '../../../../lib/i18n/i18n.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';
import type { Field, Relation } from '../../../../lib/schema/types.js';
import { useDeleteField } from '../../api/use-data-model.js';

/** What deleting the field loses: its column's values (none for an alias) and the relation it is part of. */
function deleteText(t: TFunction, field: Field, relation: Relation | undefined): string {
  const isAlias = field.type === 'alias';
  if (!relation) return t(isAlias ? 'dataModel.deleteAliasText' : 'dataModel.deleteColumnText');
  const other = relation.collection === field.collection ? relation.related_collection : relation.collection;
  return t(isAlias ? 'dataModel.deleteAliasWithRelationText' : 'dataModel.deleteColumnWithRelationText', { collection: other ?? '' });
}

/** A field's delete button, confirmed by a dialog that names what is lost. */
export function DeleteField({ field, relations }: { field: Field; relations: Relation[] }) {
  const { t } = useTranslation();
  const remove = useDeleteField(field.collection);
  const [isConfirming, setIsConfirming] = useState(false);
  const relation = relations.find(
    (entry) =>
      (entry.collection === field.collection && entry.field === field.field) ||
      (entry.related_collection === field.collection && entry.meta?.one_field === field.field),
  );
  return (
    <>
      <Button
        size="small"
        variant="ghost"
        aria-label={t('dataModel.deleteFieldNamed', { name: field.field })}
        onClick={() => setIsConfirming(true)}
      >
        <Icon name="delete" />
      </Button>
      {isConfirming ? (
        <ConfirmDialog
          title={t('dataModel.deleteFieldTitle', { name: field.field })}
          confirmLabel={t('dataModel.deleteField')}
          isDanger
          isBusy={remove.isPending}
          onCancel={() => setIsConfirming(false)}
          onConfirm={() => remove.mutate(field.field, { onSuccess: () => setIsConfirming(false) })}
        >
          <p>{deleteText(t, field, relation)}</p>
          {remove.error ? <Notice kind="danger">{errorMessage(remove.error)}</Notice> : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
