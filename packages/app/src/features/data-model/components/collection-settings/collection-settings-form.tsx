import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../../components/button.js';
import { IconPicker } from '../../../../components/icon-picker/icon-picker.js';
import { Notice } from '../../../../components/notice.js';
import { errorMessage, fieldErrors } from '../../../../lib/api-error.js';
import { fieldLabel } from '../../../../lib/schema/labels.js';
import type { Collection, CollectionMeta, Field, Relation } from '../../../../lib/schema/types.js';
import { useUpdateCollection } from '../../api/use-data-model.js';
import { changedMeta, sortFieldCandidates, validateCollectionMeta, valueFields } from './collection-rules.js';
import { Checkbox, FormRow, Section } from './form-controls.js';
import { TemplateInput } from './template-input.js';
import { TranslationsEditor } from './translations-editor.js';

type Meta = Partial<CollectionMeta>;

const ACCOUNTABILITY = [
  { value: 'all', label: 'Track activity and revisions' },
  { value: 'activity', label: 'Only track activity' },
  { value: '', label: 'Do not track anything' },
] as const;

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
    <form className="data-model-form" aria-label="Collection settings" onSubmit={submit} noValidate>
      {update.error && !named ? (
        <Notice kind="danger" title="Couldn't save the collection">
          {errorMessage(update.error)}
        </Notice>
      ) : null}
      {update.isSuccess && !hasChanges ? <Notice kind="success">Saved.</Notice> : null}
      <Section title="Setup">
        <div className="data-model-form__field">
          <span className="data-model-form__label">Icon</span>
          <IconPicker label="Icon" value={draft.icon ?? null} onChange={(value) => set('icon', value)} />
        </div>
        <FormRow label="Color" error={errors.color} hint="A hex colour, e.g. #6644FF.">
          {(props) => (
            <input
              {...props}
              className="input mono"
              value={draft.color ?? ''}
              onChange={(event) => set('color', text(event.target.value))}
            />
          )}
        </FormRow>
        <FormRow label="Note" error={errors.note}>
          {(props) => (
            <input {...props} className="input" value={draft.note ?? ''} onChange={(event) => set('note', text(event.target.value))} />
          )}
        </FormRow>
        <FormRow
          label="Display template"
          error={errors.display_template}
          hint="Fields in double braces, e.g. {{title}} by {{author.name}}."
        >
          {(props) => (
            <TemplateInput
              {...props}
              value={draft.display_template ?? ''}
              onChange={(value) => set('display_template', text(value))}
              fields={valueFields(fields).map((field) => ({ field: field.field, label: `${fieldLabel(field)} (${field.field})` }))}
              pickerLabel="Insert a field into the template"
            />
          )}
        </FormRow>
        <Checkbox label="Hidden" checked={draft.hidden ?? false} onChange={(value) => set('hidden', value)} />
        <Checkbox label="Singleton" checked={draft.singleton ?? false} onChange={(value) => set('singleton', value)} />
        <div className="data-model-form__field">
          <span className="data-model-form__label">Collection name translations</span>
          <TranslationsEditor value={draft.translations ?? null} errors={errors} onChange={(value) => set('translations', value)} />
        </div>
      </Section>
      <Section title="Preview">
        <FormRow
          label="Preview URL"
          error={errors.preview_url}
          hint={<>Fields in double braces are replaced with the item&apos;s values, e.g. https://example.com/blog/{'{{id}}'}.</>}
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
      <Section title="Content versioning">
        <Checkbox label="Enable content versioning" checked={draft.versioning ?? false} onChange={(value) => set('versioning', value)} />
      </Section>
      <Section title="Trash">
        <Checkbox label="Keep deleted items restorable (trash)" checked={draft.trash ?? false} onChange={(value) => set('trash', value)} />
      </Section>
      <Section title="Archive">
        <FormRow label="Archive field" error={errors.archive_field}>
          {(props) => (
            <select
              {...props}
              className="select"
              value={draft.archive_field ?? ''}
              onChange={(event) => set('archive_field', text(event.target.value))}
            >
              <option value="">None</option>
              {values.map((field) => (
                <option key={field.field} value={field.field}>
                  {field.field}
                </option>
              ))}
            </select>
          )}
        </FormRow>
        <FormRow label="Archive value" error={errors.archive_value}>
          {(props) => (
            <input
              {...props}
              className="input"
              value={draft.archive_value ?? ''}
              onChange={(event) => set('archive_value', text(event.target.value))}
            />
          )}
        </FormRow>
        <FormRow label="Unarchive value" error={errors.unarchive_value}>
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
          label="Archive app filter"
          checked={draft.archive_app_filter ?? true}
          onChange={(value) => set('archive_app_filter', value)}
        />
      </Section>
      <Section title="Sort">
        <FormRow label="Sort field" error={errors.sort_field} hint="Numeric fields that are neither the primary key nor a foreign key.">
          {(props) => (
            <select
              {...props}
              className="select"
              value={draft.sort_field ?? ''}
              onChange={(event) => set('sort_field', text(event.target.value))}
            >
              <option value="">None</option>
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
      <Section title="Accountability">
        <FormRow label="Accountability" error={errors.accountability}>
          {(props) => (
            <select
              {...props}
              className="select"
              value={draft.accountability ?? ''}
              onChange={(event) => set('accountability', (text(event.target.value) as CollectionMeta['accountability']) ?? null)}
            >
              {ACCOUNTABILITY.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormRow>
      </Section>
      <Section title="Duplication">
        <fieldset className="data-model-form__fieldset" aria-describedby={errors.item_duplication_fields ? 'duplication-error' : undefined}>
          <legend>Fields copied when an item is duplicated</legend>
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
          Save collection settings
        </Button>
      </div>
    </form>
  );
}
