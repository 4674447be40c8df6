import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../../components/button.js';
import { Drawer } from '../../../../components/drawer.js';
import { Icon } from '../../../../components/icon.js';
import { Notice } from '../../../../components/notice.js';
import { errorMessage, fieldErrors } from '../../../../lib/api-error.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';
import { useFields, useRelations } from '../../../../lib/schema/use-schema.js';
import type { Field } from '../../../../lib/schema/types.js';
import { useUpdateField } from '../../api/use-data-model.js';
import { fieldChanges } from './tabs/field-changes.js';
import { draftOf } from './tabs/field-draft.js';
import type { FieldDraft } from './tabs/field-draft.js';
import { FieldSettingsTabs } from './tabs/field-settings-tabs.js';

/** A field's edit button and drawer: every setting in tabs (only changes are sent). */
export function EditField({ field }: { field: Field }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="ghost"
        aria-label={t('dataModel.editFieldNamed', { name: field.field })}
        onClick={() => setIsOpen(true)}
      >
        <Icon name="edit" />
      </Button>
      {isOpen ? <EditFieldDrawer field={field} onClose={() => setIsOpen(false)} /> : null}
    </>
  );
}

/** The edit drawer of one field (also opened right after "Save and configure" in the create drawer). */
export function EditFieldDrawer({ field, onClose }: { field: Field; onClose: () => void }) {
  const { t } = useTranslation();
  const [saved] = useState<FieldDraft>(() => draftOf(field));
  const [draft, setDraft] = useState<FieldDraft>(saved);
  const [checked, setChecked] = useState(false);
  const collectionFields = useFields(field.collection).data ?? [];
  const relations = useRelations().data ?? [];
  const update = useUpdateField(field.collection, field.field);
  const changes = fieldChanges(field.type, saved, draft);
  const errors = { ...fieldErrors(update.error), ...(checked ? changes.errors : {}) };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(changes.errors).length > 0) return;
    if (Object.keys(changes.meta).length === 0 && !changes.schema) return onClose();
    update.mutate({ meta: changes.meta, schema: changes.schema }, { onSuccess: onClose });
  };

  return (
    <Drawer
      title={t('dataModel.editFieldNamed', { name: field.field })}
      onClose={onClose}
      actions={
        <Button variant="primary" type="submit" form="edit-field-form" isLoading={update.isPending}>
          {t('dataModel.saveField')}
        </Button>
      }
    >
      <form id="edit-field-form" className="data-model-form" onSubmit={submit} noValidate>
        {update.error && Object.keys(fieldErrors(update.error)).length === 0 ? (
          <Notice kind="danger">{errorMessage(update.error)}</Notice>
        ) : null}
        <FieldSettingsTabs
          field={field}
          draft={draft}
          onChange={setDraft}
          errors={errors}
          collectionFields={collectionFields}
          relations={relations}
        />
      </form>
    </Drawer>
  );
}
