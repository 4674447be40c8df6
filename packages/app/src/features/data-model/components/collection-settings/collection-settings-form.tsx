import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../../components/button.js';
import { IconPicker } from '../../../../components/icon-picker/icon-picker.js';
import { Notice } from '../../../../components/notice.js';
import { errorMessage, fieldErrors } from '../../../../lib/api-error.js';
import type { MessageKey } from '../../../../lib/i18n/i18n.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';
import { fieldLabel } from '../../../../lib/schema/labels.js';
import type { Collection, CollectionMeta, Field, Relation } from '../../../../lib/schema/types.js';
import { useUpdateCollection } from '../../api/use-data-model.js';
import { changedMeta, sortFieldCandidates, validateCollectionMeta, valueFields } from './collection-rules.js';
import { Checkbox, FormRow, Section } from './form-controls.js';
import { TemplateInput } from './template-input.js';
import { TranslationsEditor } from './translations-editor.js';

type Meta = Partial<CollectionMeta>;

const ACCOUNTABILITY = [
  { value: 'all', label: 'dataModel.trackAll' },
  { value: 'activity', label: 'dataModel.trackActivity' },
  { value: '', label: 'dataModel.trackNothing' },
] as const satisfies readonly { value: string; label: MessageKey }[];

/**
 * The collection settings form (spec §2): setup, preview, content versioning, trash, archive,
 * sort, accountability, duplication. Spec §5's rules are checked before saving; the server's refusal
 * is shown under the control it names.
 */
export function CollectionSettingsForm({
  collection,
  fields,
  relations,
}: {
  collection: Collection;
  fields: Field[];
  relations: Relation[];
}) {
  const { t } = useTranslation();
  const saved: Meta = collection.meta ?? {};
  const [draft, setDraft] = useState<Meta>(saved);
  const [checked, setChecked] = useState(false);
  const update = useUpdateCollection(collection.collection);
  const set = <Key extends keyof CollectionMeta>(key: Key, value: CollectionMeta[Key]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const local = checked ? validateCollectionMeta(draft, fields, relations) : {};
  const errors: Record<string, string> = { ...fieldErrors(update.error), ...local };
  const changes = changedMeta(saved, draft);
  const hasChanges = Object.keys(changes).length > 0;
  const named = Object.keys(fieldErrors(update.error)).length > 0;
  const sortable = sortFieldCandidates(fields, relations);
  const values = valueFields(fields);
  const text = (value: string) => (value === '' ? null : value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(validateCollectionMeta(draft, fields, relations)).length > 0 || !hasChanges) return;
    update.mutate(changes);
  };

  return (
    <form className="data-model-form" aria-label={t('dataModel.collectionSettings')} onSubmit={submit} noValidate>
      {update.error && !named ? (
        <Notice kind="danger" title={t('dataModel.couldNotSaveCollection')}>
          {errorMessage(update.error)}
        </Notice>
      ) : null}
      {update.isSuccess && !hasChanges ? <Notice kind="success">{t('dataModel.saved')}</Notice> : null}
      <Section title={t('dataModel.setup')}>
        <div className="data-model-form__field">
          <span className="data-model-form__label">{t('dataModel.icon')}</span>
          <IconPicker label={t('dataModel.icon')} value={draft.icon ?? null} onChange={(value) => set('icon', value)} />
        </div>
        <FormRow label={t('dataModel.color')} error={errors.color} hint={t('dataModel.colorHint')}>
          {(props) => (
            <input
              {...props}
              className="input mono"
              value={draft.color ?? ''}
              onChange={(event) => set('color', text(event.target.value))}
            />
          )}
        </FormRow>
        <FormRow label={t('dataModel.note')} error={errors.note}>
          {(props) => (
            <input {...props} className="input" value={draft.note ?? ''} onChange={(event) => set('note', text(event.target.value))} />
          )}
        </FormRow>
        <FormRow
          label={t('dataModel.displayTemplate')}
          error={errors.display_template}
          hint={t('dataModel.displayTemplateHint', { title: '{{title}}', author: '{{author.name}}' })}
        >
          {(props) => (
            <TemplateInput
              {...props}
              value={draft.display_template ?? ''}
              onChange={(value) => set('display_template', text(value))}
              fields={valueFields(fields).map((field) => ({ field: field.field, label: `${fieldLabel(field)} (${field.field})` }))}
              pickerLabel={t('dataModel.insertFieldIntoTemplate')}
            />
          )}
        </FormRow>
        <Checkbox label={t('dataModel.hidden')} checked={draft.hidden ?? false} onChange={(value) => set('hidden', value)} />
        <Checkbox label={t('dataModel.singleton')} checked={draft.singleton ?? false} onChange={(value) => set('singleton', value)} />
        <div className="data-model-form__field">
          <span className="data-model-form__label">{t('dataModel.nameTranslations')}</span>
          <TranslationsEditor value={draft.translations ?? null} errors={errors} onChange={(value) => set('translations', value)} />
        </div>
      </Section>
      <Section title={t('dataModel.preview')}>
        <FormRow
          label={t('dataModel.previewUrl')}
          error={errors.preview_url}
          hint={t('dataModel.previewUrlHint', { example: 'https://example.com/blog/{{id}}' })}
        >
          {(props) => (
            <input
              {...props}
              className="input mono"
              value={draft.preview_url ?? ''}
              onChange={(event) => set('preview_url', text(event.target.value))}
            />
          )}
        </FormRow>
      </Section>
      <Section title={t('dataModel.contentVersioning')}>
        <Checkbox
          label={t('dataModel.enableVersioning')}
          checked={draft.versioning ?? false}
          onChange={(value) => set('versioning', value)}
        />
      </Section>
      <Section title={t('dataModel.trash')}>
        <Checkbox label={t('dataModel.keepDeleted')} checked={draft.trash ?? false} onChange={(value) => set('trash', value)} />
      </Section>
      <Section title={t('dataModel.archive')}>
        <FormRow label={t('dataModel.archiveField')} error={errors.archive_field}>
          {(props) => (
            <select
              {...props}
              className="select"
              value={draft.archive_field ?? ''}
              onChange={(event) => set('archive_field', text(event.target.value))}
            >
              <option value="">{t('dataModel.none')}</option>
              {values.map((field) => (
                <option key={field.field} value={field.field}>
                  {field.field}
                </option>
              ))}
            </select>
          )}
        </FormRow>
        <FormRow label={t('dataModel.archiveValue')} error={errors.archive_value}>
          {(props) => (
            <input
              {...props}
              className="input"
              value={draft.archive_value ?? ''}
              onChange={(event) => set('archive_value', text(event.target.value))}
            />
          )}
        </FormRow>
        <FormRow label={t('dataModel.unarchiveValue')} error={errors.unarchive_value}>
          {(props) => (
            <input
              {...props}
              className="input"
              value={draft.unarchive_value ?? ''}
              onChange={(event) => set('unarchive_value', text(event.target.value))}
            />
          )}
        </FormRow>
        <Checkbox
          label={t('dataModel.archiveAppFilter')}
          checked={draft.archive_app_filter ?? true}
          onChange={(value) => set('archive_app_filter', value)}
        />
      </Section>
      <Section title={t('dataModel.sort')}>
        <FormRow label={t('dataModel.sortField')} error={errors.sort_field} hint={t('dataModel.sortFieldHint')}>
          {(props) => (
            <select
              {...props}
              className="select"
              value={draft.sort_field ?? ''}
              onChange={(event) => set('sort_field', text(event.target.value))}
            >
              <option value="">{t('dataModel.none')}</option>
              {draft.sort_field && !sortable.some((field) => field.field === draft.sort_field) ? (
                <option value={draft.sort_field}>{draft.sort_field}</option>
              ) : null}
              {sortable.map((field) => (
                <option key={field.field} value={field.field}>
                  {field.field}
                </option>
              ))}
            </select>
          )}
        </FormRow>
      </Section>
      <Section title={t('dataModel.accountability')}>
        <FormRow label={t('dataModel.accountability')} error={errors.accountability}>
          {(props) => (
            <select
              {...props}
              className="select"
              value={draft.accountability ?? ''}
              onChange={(event) => set('accountability', (text(event.target.value) as CollectionMeta['accountability']) ?? null)}
            >
              {ACCOUNTABILITY.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(option.label)}
                </option>
              ))}
            </select>
          )}
        </FormRow>
      </Section>
      <Section title={t('dataModel.duplication')}>
        <fieldset className="data-model-form__fieldset" aria-describedby={errors.item_duplication_fields ? 'duplication-error' : undefined}>
          <legend>{t('dataModel.duplicationFields')}</legend>
          {values.map((field) => {
            const list = draft.item_duplication_fields ?? [];
            return (
              <Checkbox
                key={field.field}
                label={field.field}
                checked={list.includes(field.field)}
                onChange={(on) =>
                  set('item_duplication_fields', on ? [...list, field.field] : list.filter((entry) => entry !== field.field))
                }
              />
            );
          })}
          {errors.item_duplication_fields ? (
            <p id="duplication-error" className="data-model-form__error" role="alert">
              {errors.item_duplication_fields}
            </p>
          ) : null}
        </fieldset>
      </Section>
      <div className="data-model-form__actions">
        <Button variant="primary" type="submit" isLoading={update.isPending} disabled={!hasChanges}>
          {t('dataModel.saveCollectionSettings')}
        </Button>
      </div>
    </form>
  );
}
