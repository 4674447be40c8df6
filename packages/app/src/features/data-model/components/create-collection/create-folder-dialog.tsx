import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../../components/button.js';
import { Dialog } from '../../../../components/dialog.js';
import { errorMessage, fieldErrors } from '../../../../lib/api-error.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';
import { useCreateCollection } from '../../api/use-data-model.js';
import { FormRow } from '../collection-settings/form-controls.js';
import { toCollectionName, validateNewCollection } from './new-collection.js';

/** The create-folder dialog: a collection without a table (`schema: null`) that groups others. */
export function CreateFolderDialog({ existing, onClose }: { existing: readonly string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateCollection();
  const [name, setName] = useState('');
  const [checked, setChecked] = useState(false);
  const local = checked
    ? validateNewCollection({ name, singleton: false, primaryKeyField: 'id', primaryKeyKind: 'integer', optionalFields: [] }, existing).name
    : undefined;
  const error = local ?? fieldErrors(create.error).collection ?? (create.error ? errorMessage(create.error) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (
      validateNewCollection({ name, singleton: false, primaryKeyField: 'id', primaryKeyKind: 'integer', optionalFields: [] }, existing).name
    )
      return;
    create.mutate({ collection: name, meta: { icon: 'folder' }, schema: null }, { onSuccess: onClose });
  };

  return (
    <Dialog
      title={t('dataModel.createFolder')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" type="submit" form="create-folder-form" isLoading={create.isPending}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id="create-folder-form" className="data-model-form" onSubmit={submit} noValidate>
        <FormRow label={t('dataModel.folderName')} error={error}>
          {(props) => (
            <input
              {...props}
              className="input"
              value={name}
              autoFocus
              onChange={(event) => setName(toCollectionName(event.target.value))}
            />
          )}
        </FormRow>
      </form>
    </Dialog>
  );
}
