import { useState } from 'react';
import { Spinner } from '../../../components/spinner.js';
import { FormProviders } from '../../../form/form-providers.js';
import { ItemForm } from '../../../form/item-form.js';
import { primaryKeyField } from '../../../lib/schema/relation-info.js';
import type { Item } from '../../../lib/schema/types.js';
import { useFields, useRelations } from '../../../lib/schema/use-schema.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { JsonRuleEditor } from './json-rule-editor.js';

export interface PresetsRuleEditorProps {
  collection: string;
  value: Record<string, unknown> | null;
  /** The presets, or `undefined` while the JSON text is not an object. */
  onChange: (value: Record<string, unknown> | null | undefined) => void;
  error?: string;
}

/**
 * The values a created or updated item starts with, as the collection's own item form: filling a
 * field sets its preset, emptying it removes it. JSON stays available (e.g. `$CURRENT_USER`).
 */
export function PresetsRuleEditor({ collection, value, onChange, error }: PresetsRuleEditorProps) {
  const { t } = useTranslation();
  const fields = useFields(collection);
  const relations = useRelations();
  const [isJson, setJson] = useState(false);
  return (
    <fieldset className="role-form__field">
      <legend>{t('roleRules.fieldPresets')}</legend>
      <small>{t('roleRules.fieldPresetsHint')}</small>
      <label className="role-form__check">
        <input
          type="checkbox"
          checked={isJson}
          onChange={(event) => {
            setJson(event.target.checked);
            // Leaving JSON text that did not parse goes back to the last presets that did.
            if (!event.target.checked) onChange(value);
          }}
        />
        {t('roleRules.editFieldPresetsAsJson')}
      </label>
      {isJson ? (
        <JsonRuleEditor
          label={t('roleRules.asJson', { label: t('roleRules.fieldPresets') })}
          hint={t('roleRules.presetsExample')}
          value={value}
          onChange={onChange}
          error={error}
        />
      ) : fields.isPending || relations.isPending ? (
        <Spinner label={t('roleRules.loadingFields')} />
      ) : (
        <FormProviders>
          <ItemForm
            collection={collection}
            fields={fields.data ?? []}
            relations={relations.data ?? []}
            initialValues={{}}
            edits={(value ?? {}) as Item}
            onChange={(edits) => onChange(presetsOf(edits))}
            primaryKey="+"
            excludeFields={[primaryKeyField(fields.data ?? [])]}
          />
        </FormProviders>
      )}
      {!isJson && error ? (
        <p className="permission-editor__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The form's values as presets: emptied fields dropped, null when none is left. */
function presetsOf(edits: Item): Record<string, unknown> | null {
  const presets = Object.fromEntries(
    Object.entries(edits).filter(([, preset]) => preset !== null && preset !== '' && preset !== undefined),
  );
  return Object.keys(presets).length > 0 ? presets : null;
}
