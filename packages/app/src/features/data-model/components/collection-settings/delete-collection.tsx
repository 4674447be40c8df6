import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../../components/button.js';
import { ConfirmDialog } from '../../../../components/confirm-dialog.js';
import { Notice } from '../../../../components/notice.js';
import { errorMessage } from '../../../../lib/api-error.js';
import type { Collection, Field, Relation } from '../../../../lib/schema/types.js';
import { useDeleteCollection } from '../../api/use-data-model.js';

/** "Delete collection", confirmed by a dialog that names what is lost: the table, its fields, its items, its relations. */
export function DeleteCollection({ collection, fields, relations }: { collection: Collection; fields: Field[]; relations: Relation[] }) {
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
        Delete collection
      </Button>
      {isConfirming ? (
        <ConfirmDialog
          title={`Delete the collection "${name}"?`}
          confirmLabel="Delete collection"
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
            <p>The folder &quot;{name}&quot; is removed; the collections in it move up a level.</p>
          ) : (
            <p>
              Its table, its {fields.length} field{fields.length === 1 ? '' : 's'} and every item in it are deleted for good
              {others.length > 0 ? `, with its ${linked.length} relation${linked.length === 1 ? '' : 's'} to ${others.join(', ')}` : ''}.
              This cannot be undone.
            </p>
          )}
          {remove.error ? <Notice kind="danger">{errorMessage(remove.error)}</Notice> : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
