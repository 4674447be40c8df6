import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../../components/button.js';
import { Dialog } from '../../../../components/dialog.js';
import { Notice } from '../../../../components/notice.js';
import { errorMessage, fieldErrors } from '../../../../lib/api-error.js';
import { useClient } from '../../../../lib/client-context.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';
import { useCreateCollection } from '../../api/use-data-model.js';
import {
  OPTIONAL_FIELDS,
  PRIMARY_KEY_KINDS,
  newCollectionPayload,
  toCollectionName,
  userRelations,
  validateNewCollection,
} from './new-collection.js';
import type { NewCollectionForm, OptionalField, PrimaryKeyKind } from './new-collection.js';

const EMPTY: NewCollectionForm = { name: '', singleton: false, primaryKeyField: 'id', primaryKeyKind: 'integer', optionalFields: [] };

/** The create-collection dialog: name, primary key and the optional system fields, then the new collection's settings page. */
export function CreateCollectionDialog({ existing, onClose }: { existing: readonly string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const create = useCreateCollection();
  const [form, setForm] = useState<NewCollectionForm>(EMPTY);
  const [showErrors, setShowErrors] = useState(false);
  const ids = { name: useId(), key: useId(), kind: useId() };
  const errors = { ...(showErrors ? validateNewCollection(form, existing) : {}), ...serverErrors(create.error) };
  const toggle = (field: OptionalField, on: boolean) =>
    setForm((current) => ({
      ...current,
      optionalFields: on ? [...current.optionalFields, field] : current.optionalFields.filter((entry) => entry !== field),
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (Object.keys(validateNewCollection(form, existing)).length > 0) return;
    create.reset();
    try {
      await create.mutateAsync(newCollectionPayload(form));
      for (const relation of userRelations(form)) await client.createRelation(relation);
    } catch {
      return;
    }
    onClose();
    void navigate(`/settings/data-model/${encodeURIComponent(form.name)}`);
  };

  return (
    <Dialog
      title={t('dataModel.createCollection')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" type="submit" form="create-collection-form" isLoading={create.isPending}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id="create-collection-form" className="data-model-form" onSubmit={(event) => void submit(event)} noValidate>
        {create.error && Object.keys(serverErrors(create.error)).length === 0 ? (
          <Notice kind="danger" title={t('dataModel.couldNotCreateCollection')}>
            {errorMessage(create.error)}
          </Notice>
        ) : null}
        <div className="data-model-form__field">
          <label htmlFor={ids.name}>{t('dataModel.name')}</label>
          <input
            id={ids.name}
            className="input"
            value={form.name}
            autoFocus
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${ids.name}-error` : undefined}
            onChange={(event) => setForm({ ...form, name: toCollectionName(event.target.value) })}
          />
          {errors.name ? <FieldError id={`${ids.name}-error`} message={errors.name} /> : null}
        </div>
        <label className="data-model-form__check">
          <input type="checkbox" checked={form.singleton} onChange={(event) => setForm({ ...form, singleton: event.target.checked })} />{' '}
          {t('dataModel.singleton')}
        </label>
        <div className="data-model-form__row">
          <div className="data-model-form__field">
            <label htmlFor={ids.key}>{t('dataModel.primaryKeyField')}</label>
            <input
              id={ids.key}
              className="input"
              value={form.primaryKeyField}
              aria-invalid={errors.primaryKeyField ? true : undefined}
              aria-describedby={errors.primaryKeyField ? `${ids.key}-error` : undefined}
              onChange={(event) => setForm({ ...form, primaryKeyField: toCollectionName(event.target.value) })}
            />
            {errors.primaryKeyField ? <FieldError id={`${ids.key}-error`} message={errors.primaryKeyField} /> : null}
          </div>
          <div className="data-model-form__field">
            <label htmlFor={ids.kind}>{t('dataModel.type')}</label>
            <select
              id={ids.kind}
              className="select"
              value={form.primaryKeyKind}
              onChange={(event) => setForm({ ...form, primaryKeyKind: event.target.value as PrimaryKeyKind })}
            >
              {PRIMARY_KEY_KINDS.map((kind) => (
                <option key={kind.value} value={kind.value}>
                  {t(kind.label)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <fieldset className="data-model-form__fieldset">
          <legend>{t('dataModel.optionalFields')}</legend>
          {OPTIONAL_FIELDS.map((option) => (
            <label key={option.value} className="data-model-form__check">
              <input
                type="checkbox"
                checked={form.optionalFields.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />{' '}
              {t(option.label)} <code>{option.value}</code>
            </label>
          ))}
        </fieldset>
      </form>
    </Dialog>
  );
}

/** The server's refusal, under the control it names (`collection` is the name). */
function serverErrors(error: unknown): Record<string, string> {
  const byField = fieldErrors(error);
  return byField.collection ? { name: byField.collection } : {};
}

function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="data-model-form__error" role="alert">
      {message}
    </p>
  );
}
