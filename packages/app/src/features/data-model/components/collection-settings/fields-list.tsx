import { useState } from 'react';
import { Button } from '../../../../components/button.js';
import { Icon } from '../../../../components/icon.js';
import { Notice } from '../../../../components/notice.js';
import { errorMessage } from '../../../../lib/api-error.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';
import { fieldTitle } from '../../../../lib/schema/translated-name.js';
import type { Collection, Field, Relation } from '../../../../lib/schema/types.js';
import { useUserLanguage } from '../../../../lib/use-user-language.js';
import { useUpdateFields } from '../../api/use-data-model.js';
import { SortableRows } from '../collections/sortable-rows.js';
import { DeleteField } from '../field-editor/delete-field.js';
import { EditField, EditFieldDrawer } from '../field-editor/edit-field.js';
import { FieldEditor } from '../field-editor/field-editor.js';
import { reorderFields } from './reorder-fields.js';

/** The collection's fields in form order; drag a handle to reorder (one PATCH /fields/:collection batch). */
export function FieldsList({
  collection,
  fields,
  relations,
  collections,
}: {
  collection: string;
  fields: Field[];
  relations: Relation[];
  collections: Collection[];
}) {
  const { t } = useTranslation();
  const reorder = useUpdateFields(collection);
  const language = useUserLanguage();
  const [isCreating, setIsCreating] = useState(false);
  // A field just created with "Save and configure": its edit drawer opens once the schema has it.
  const [configuring, setConfiguring] = useState<string | null>(null);
  const configured = configuring === null ? undefined : fields.find((field) => field.field === configuring);
  return (
    <section className="data-model-form__section" aria-labelledby="fields-title">
      <div className="data-model__header">
        <h2 id="fields-title">{t('dataModel.fields')}</h2>
        <Button onClick={() => setIsCreating(true)}>
          <Icon name="add" /> {t('dataModel.createField')}
        </Button>
      </div>
      {isCreating ? (
        <FieldEditor
          collection={collection}
          existingFields={fields.map((field) => field.field)}
          collections={collections}
          onClose={() => setIsCreating(false)}
          onConfigure={(field) => {
            setIsCreating(false);
            setConfiguring(field);
          }}
        />
      ) : null}
      {configured ? <EditFieldDrawer field={configured} onClose={() => setConfiguring(null)} /> : null}
      {reorder.error ? (
        <Notice kind="danger" title={t('dataModel.couldNotSaveOrder')}>
          {errorMessage(reorder.error)}
        </Notice>
      ) : null}
      {fields.length === 0 ? (
        <p className="data-model__empty">{t('dataModel.noFields')}</p>
      ) : (
        <SortableRows
          label={t('dataModel.fields')}
          ids={fields.map((field) => field.field)}
          isSortable={() => !reorder.isPending}
          onMove={(moved, target) => {
            const batch = reorderFields(fields, moved, target);
            if (batch.length > 0) reorder.mutate(batch);
          }}
          handleLabel={(id) => t('dataModel.reorderField', { name: id })}
          renderRow={(id) => {
            const field = fields.find((entry) => entry.field === id)!;
            return (
              <div className="data-model__row">
                <span className="data-model__title">{fieldTitle(field, language)}</span>
                <span className="data-model__key">{field.field}</span>
                <span className="data-model__tag">{field.type}</span>
                {field.meta?.interface ? <span className="data-model__tag">{field.meta.interface}</span> : null}
                {field.schema?.is_primary_key ? <Icon name="key" label={t('dataModel.primaryKey')} /> : null}
                {field.meta?.hidden ? <Icon name="visibility_off" label={t('dataModel.hidden')} /> : null}
                {field.meta?.required ? <span className="data-model__tag">{t('dataModel.required')}</span> : null}
                <span className="data-model__spacer" />
                <EditField field={field} />
                {field.schema?.is_primary_key ? null : <DeleteField field={field} relations={relations} />}
              </div>
            );
          }}
        />
      )}
    </section>
  );
}
