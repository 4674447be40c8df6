import { useState } from 'react';
import { Button } from '../components/button.js';
import { Drawer } from '../components/drawer.js';
import { ErrorState } from '../components/error-state.js';
import { Spinner } from '../components/spinner.js';
import type { RelatedItemEditorProps } from '../interfaces/related-editor-context.js';
import { useFields, useRelations } from '../lib/schema/use-schema.js';
import type { Item } from '../lib/schema/types.js';
import { ItemForm } from './item-form.js';
import { validateItem } from './validate-item.js';
import { useTranslation } from '../lib/i18n/use-translation.js';

/**
 * Creates or edits a related item inside a drawer for the o2m / m2m lists. Nothing is saved here:
 * the edits go back into the parent's `{create, update}` and are sent with the parent.
 */
export function RelatedItemEditor({ collection, item, primaryKey, excludeFields, onDone, onCancel }: RelatedItemEditorProps) {
  const { t } = useTranslation();
  const fieldsQuery = useFields(collection);
  const relationsQuery = useRelations();
  const [edits, setEdits] = useState<Item>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const isNew = primaryKey === '+';

  function done() {
    const fields = (fieldsQuery.data ?? []).filter((field) => !excludeFields.includes(field.field));
    const payload = isNew ? { ...item, ...edits } : edits;
    const found = validateItem({ fields, values: { ...item, ...edits }, payload, isNew });
    setErrors(found);
    if (Object.keys(found).length === 0) onDone(edits);
  }

  const error = fieldsQuery.error ?? relationsQuery.error;
  return (
    <Drawer
      title={t(isNew ? 'form.newItemIn' : 'form.editItemIn', { collection })}
      onClose={onCancel}
      actions={
        <Button variant="primary" onClick={done} disabled={!fieldsQuery.data}>
          {t('form.done')}
        </Button>
      }
    >
      {error ? (
        <ErrorState error={error} />
      ) : !fieldsQuery.data || !relationsQuery.data ? (
        <Spinner />
      ) : (
        <ItemForm
          collection={collection}
          fields={fieldsQuery.data}
          relations={relationsQuery.data}
          initialValues={item}
          edits={edits}
          onChange={setEdits}
          errors={errors}
          primaryKey={primaryKey}
          excludeFields={excludeFields}
        />
      )}
    </Drawer>
  );
}
