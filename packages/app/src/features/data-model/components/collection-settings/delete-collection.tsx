import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../../components/button.js';
import { ConfirmDialog } from '../../../../components/confirm-dialog.js';
import { Notice } from '../../../../components/notice.js';
import { errorMessage } from '../../../../lib/api-error.js';
import { formatNumber } from '../../../../lib/i18n/format.js';
import type { TFunction } from '../../../../lib/i18n/i18n.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';
import type { Collection, Field, Relation } from '../../../../lib/schema/types.js';
import { useDeleteCollection } from '../../api/use-data-model.js';

/** What deleting a collection with a table loses: its fields, its items and its relations to the others named. */
function deleteText(t: TFunction, fieldCount: number, relationCount: number, others: readonly string[]): string {
  const fields = t(fieldCount === 1 ? 'dataModel.fieldCountOne' : 'dataModel.fieldCountMany', { count: formatNumber(fieldCount) });
  if (others.length === 0) return t('dataModel.deleteCollectionText', { fields });
  const relations = t(relationCount === 1 ? 'dataModel.relationCountOne' : 'dataModel.relationCountMany', {
    count: formatNumber(relationCount),
  });
  return t('dataModel.deleteCollectionWithRelationsText', { fields, relations, others: others.join(', ') });
}

/** "Delete collection", confirmed by a dialog that names what is lost: the table, its fields, its items, its relations. */
export function DeleteCollection({ collection, fields, relations }: { collection: Collection; fields: Field[]; relations: Relation[] }) {
  const { t } = useTranslation();
  const name = collection.collection;
  const navigate = useNavigate();
  const remove = useDeleteCollection();
  const [isConfirming, setIsConfirming] = useState(false);
  const linked = relations.filter((relation) => relation.collection === name || relation.related_collection === name);
  const others = [
    ...new Set(
      linked.flatMap((relation) => [relation.collection, relation.related_collection ?? '']).filter((other) => other && other !== name),
    ),
  ];

  return (
    <>
      <Button variant="danger" onClick={() => setIsConfirming(true)}>
        {t('dataModel.deleteCollection')}
      </Button>
      {isConfirming ? (
        <ConfirmDialog
          title={t('dataModel.deleteCollectionTitle', { name })}
          confirmLabel={t('dataModel.deleteCollection')}
          isDanger
          isBusy={remove.isPending}
          onCancel={() => {
            remove.reset();
            setIsConfirming(false);
          }}
          onConfirm={() =>
            remove.mutate(name, {
              onSuccess: () => {
                setIsConfirming(false);
                void navigate('/settings/data-model');
              },
            })
          }
        >
          {collection.schema === null ? (
            <p>{t('dataModel.deleteFolderText', { name })}</p>
          ) : (
            <p>{deleteText(t, fields.length, linked.length, others)}</p>
          )}
          {remove.error ? <Notice kind="danger">{errorMessage(remove.error)}</Notice> : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
