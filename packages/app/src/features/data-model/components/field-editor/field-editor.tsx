import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../../components/button.js';
import { Drawer } from '../../../../components/drawer.js';
import { Notice } from '../../../../components/notice.js';
import { DISPLAYS } from '../../../../displays/registry.js';
import { INTERFACES } from '../../../../interfaces/registry.js';
import { errorMessage, fieldErrors } from '../../../../lib/api-error.js';
import { useClient } from '../../../../lib/client-context.js';
import type { Collection } from '../../../../lib/schema/types.js';
import { Checkbox, FormRow } from '../collection-settings/form-controls.js';
import { fieldSetup, validateFieldForm } from './field-setup.js';
import type { FieldForm } from './field-setup.js';
import { EMPTY_RELATION_DRAFT } from './relations/relation-draft.js';
import { RelationSetupFields } from './relations/relation-setup-fields.js';
import { readSetupSchema, runFieldSetup } from './relations/run-field-setup.js';
import { relatedCollectionOf } from './relations/suggested-names.js';
import { fieldTypeLabel } from '../../../../interfaces/map/geometry-type-label.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';
import { RELATIONAL_KINDS, fieldTypeChoice, specialForType } from './types/field-types.js';
import { TypeChooser, applyChoice } from './types/type-chooser.js';

const EMPTY: FieldForm = {
  kind: 'standard',
  field: '',
  type: 'string',
  interface: 'input',
  display: '',
  related: '',
  note: '',
  width: 'full',
  required: false,
  readonly: false,
  hidden: false,
  defaultValue: '',
  nullable: true,
  unique: false,
  length: '',
  choice: 'input',
  special: [],
  relation: EMPTY_RELATION_DRAFT,
};

export interface FieldEditorProps {
  collection: string;
  existingFields: string[];
  collections: Collection[];
  onClose: () => void;
  /** "Save and configure": the field was created and its full settings (the edit drawer's tabs) open next. */
  onConfigure?: (field: string) => void;
}

/** The create-field drawer: a standard field with its interface and schema options, or a relation set up in one go. */
export function FieldEditor({ collection, existingFields, collections, onClose, onConfigure }: FieldEditorProps) {
  const client = useClient();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const [form, setForm] = useState<FieldForm>(EMPTY);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // Which submit button was pressed: read in the same event, so a ref rather than state.
  const configureNext = useRef(false);
  const names = collections.map((entry) => entry.collection);
  const errors = { ...fieldErrors(error), ...(checked ? validateFieldForm(collection, form, existingFields, names) : {}) };
  const set = <Key extends keyof FieldForm>(key: Key, value: FieldForm[Key]) => setForm((current) => ({ ...current, [key]: value }));
  const interfaces = Object.values(INTERFACES).filter((definition) => definition.types.includes(form.type));
  const draft = form.relation ?? EMPTY_RELATION_DRAFT;
  const choice = fieldTypeChoice(form.choice ?? 'input');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(validateFieldForm(collection, form, existingFields, names)).length > 0) return;
    setBusy(true);
    setError(null);
    try {
      // Keys that point at a collection take the type of its primary key, and names avoid its fields.
      const involved = RELATIONAL_KINDS.includes(form.kind)
        ? [collection, relatedCollectionOf(form.kind, { ...draft, related: form.related })]
        : [];
      const setup = fieldSetup(collection, form, await readSetupSchema(client, collections, involved));
      await runFieldSetup(client, collection, setup);
      await queryClient.invalidateQueries({ queryKey: ['schema'] });
      if (configureNext.current && onConfigure) onConfigure(form.field);
      else onClose();
    } catch (caught) {
      setError(caught);
      await queryClient.invalidateQueries({ queryKey: ['schema'] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer
      title={t('dataModel.createField')}
      onClose={onClose}
      actions={
        <>
          {onConfigure ? (
            <Button type="submit" form="field-editor-form" disabled={busy} onClick={() => (configureNext.current = true)}>
              {t('dataModel.saveAndConfigure')}
            </Button>
          ) : null}
          <Button variant="primary" type="submit" form="field-editor-form" isLoading={busy} onClick={() => (configureNext.current = false)}>
            {t('dataModel.saveField')}
          </Button>
        </>
      }
    >
      <form id="field-editor-form" className="data-model-form" onSubmit={(event) => void submit(event)} noValidate>
        {error && Object.keys(fieldErrors(error)).length === 0 ? (
          <Notice kind="danger" title={t('dataModel.couldNotCreateField')}>
            {errorMessage(error)}
          </Notice>
        ) : null}
        <TypeChooser value={form.choice ?? 'input'} onChange={(id) => setForm((current) => applyChoice(current, id))} />
        <FormRow label={t('dataModel.key')} error={errors.field}>
          {(props) => (
            <input
              {...props}
              className="input mono"
              value={form.field}
              autoFocus
              onChange={(event) => set('field', event.target.value.toLowerCase().replace(/\s+/g, '_'))}
            />
          )}
        </FormRow>
        {form.kind === 'standard' ? (
          <>
            <div className="data-model-form__row">
              <FormRow label={t('dataModel.type')}>
                {(props) => (
                  <select
                    {...props}
                    className="select"
                    value={form.type}
                    onChange={(event) => {
                      const type = event.target.value;
                      setForm((current) => ({ ...current, type, special: specialForType(choice, type) }));
                    }}
                  >
                    {(choice.types ?? [choice.type]).map((type) => (
                      <option key={type} value={type}>
                        {fieldTypeLabel(t, type)}
                      </option>
                    ))}
                  </select>
                )}
              </FormRow>
              <FormRow label={t('dataModel.interface')}>
                {(props) => (
                  <select {...props} className="select" value={form.interface} onChange={(event) => set('interface', event.target.value)}>
                    <option value="">{t('dataModel.none')}</option>
                    {form.interface && !interfaces.some((definition) => definition.id === form.interface) ? (
                      <option value={form.interface}>{form.interface}</option>
                    ) : null}
                    {interfaces.map((definition) => (
                      <option key={definition.id} value={definition.id}>
                        {definition.name}
                      </option>
                    ))}
                  </select>
                )}
              </FormRow>
            </div>
            <div className="data-model-form__row">
              <FormRow label={t('dataModel.defaultValue')} error={errors.default_value}>
                {(props) => (
                  <input
                    {...props}
                    className="input"
                    value={form.defaultValue}
                    onChange={(event) => set('defaultValue', event.target.value)}
                  />
                )}
              </FormRow>
              <FormRow label={t('dataModel.length')} error={errors.length ?? errors.max_length}>
                {(props) => (
                  <input
                    {...props}
                    className="input"
                    inputMode="numeric"
                    value={form.length}
                    onChange={(event) => set('length', event.target.value)}
                  />
                )}
              </FormRow>
            </div>
            <Checkbox label={t('dataModel.nullable')} checked={form.nullable} onChange={(value) => set('nullable', value)} />
            <Checkbox label={t('dataModel.unique')} checked={form.unique} onChange={(value) => set('unique', value)} />
          </>
        ) : RELATIONAL_KINDS.includes(form.kind) ? (
          <RelationSetupFields
            collection={collection}
            field={form.field}
            kind={form.kind}
            related={form.related}
            draft={draft}
            collections={collections}
            errors={errors}
            onRelated={(related) => set('related', related)}
            onDraft={(relation) => set('relation', relation)}
          />
        ) : null}
        <FormRow label={t('dataModel.display')}>
          {(props) => (
            <select {...props} className="select" value={form.display} onChange={(event) => set('display', event.target.value)}>
              <option value="">{t('dataModel.none')}</option>
              {Object.values(DISPLAYS).map((display) => (
                <option key={display.id} value={display.id}>
                  {display.name}
                </option>
              ))}
            </select>
          )}
        </FormRow>
        <FormRow label={t('dataModel.note')}>
          {(props) => <input {...props} className="input" value={form.note} onChange={(event) => set('note', event.target.value)} />}
        </FormRow>
        <FormRow label={t('dataModel.width')}>
          {(props) => (
            <select
              {...props}
              className="select"
              value={form.width}
              onChange={(event) => set('width', event.target.value as FieldForm['width'])}
            >
              <option value="half">{t('dataModel.halfWidth')}</option>
              <option value="full">{t('dataModel.fullWidth')}</option>
              <option value="fill">{t('dataModel.fill')}</option>
            </select>
          )}
        </FormRow>
        <Checkbox label={t('dataModel.required')} checked={form.required} onChange={(value) => set('required', value)} />
        <Checkbox label={t('dataModel.readOnly')} checked={form.readonly} onChange={(value) => set('readonly', value)} />
        <Checkbox label={t('dataModel.hiddenOnDetail')} checked={form.hidden} onChange={(value) => set('hidden', value)} />
      </form>
    </Drawer>
  );
}
