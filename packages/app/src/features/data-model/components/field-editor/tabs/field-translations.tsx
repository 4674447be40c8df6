import { Button } from '../../../../../components/button.js';
import { FormRow } from '../../collection-settings/form-controls.js';
import type { FieldTranslation } from './field-draft.js';

/** The field name in other languages (`meta.translations`: language → text). */
export function FieldTranslations({ value, onChange }: { value: FieldTranslation[]; onChange: (value: FieldTranslation[]) => void }) {
  const update = (index: number, patch: Partial<FieldTranslation>) =>
    onChange(value.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)));
  return (
    <fieldset className="data-model-form__fieldset">
      <legend>Field name translations</legend>
      {value.map((entry, index) => (
        <div key={index} className="data-model-form__row">
          <FormRow label={`Language ${index + 1}`}>
            {(props) => (
              <input
                {...props}
                className="input"
                placeholder="en-US"
                value={entry.language}
                onChange={(event) => update(index, { language: event.target.value })}
              />
            )}
          </FormRow>
          <FormRow label={`Translation ${index + 1}`}>
            {(props) => (
              <input
                {...props}
                className="input"
                value={entry.translation}
                onChange={(event) => update(index, { translation: event.target.value })}
              />
            )}
          </FormRow>
          <Button size="small" variant="ghost" onClick={() => onChange(value.filter((_, at) => at !== index))}>
            Remove translation {index + 1}
          </Button>
        </div>
      ))}
      <Button size="small" onClick={() => onChange([...value, { language: '', translation: '' }])}>
        Add translation
      </Button>
    </fieldset>
  );
}
