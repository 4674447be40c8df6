import { Button } from '../../../../components/button.js';
import type { CollectionMeta } from '../../../../lib/schema/types.js';
import { FormRow } from './form-controls.js';

type Translation = NonNullable<CollectionMeta['translations']>[number];

const PARTS = [
  { key: 'language', label: 'Language' },
  { key: 'translation', label: 'Translation' },
  { key: 'singular', label: 'Singular' },
  { key: 'plural', label: 'Plural' },
] as const;

/** The collection name's translations: language and translation text required (spec §5), singular and plural optional. */
export function TranslationsEditor({
  value,
  errors,
  onChange,
}: {
  value: Translation[] | null;
  errors: Record<string, string>;
  onChange: (value: Translation[] | null) => void;
}) {
  const entries = value ?? [];
  const update = (index: number, patch: Partial<Translation>) =>
    onChange(entries.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)));
  return (
    <div className="data-model-form__translations">
      {entries.map((entry, index) => (
        <fieldset key={index} className="data-model-form__fieldset data-model-form__translation">
          <legend>Translation {index + 1}</legend>
          {PARTS.map((part) => (
            <FormRow key={part.key} label={`${part.label} ${index + 1}`} error={errors[`translations.${index}.${part.key}`]}>
              {(props) => (
                <input
                  {...props}
                  className="input"
                  value={entry[part.key] ?? ''}
                  onChange={(event) => update(index, { [part.key]: event.target.value })}
                />
              )}
            </FormRow>
          ))}
          <Button
            size="small"
            variant="ghost"
            onClick={() => onChange(entries.length === 1 ? null : entries.filter((_, at) => at !== index))}
          >
            Remove translation {index + 1}
          </Button>
        </fieldset>
      ))}
      <Button size="small" onClick={() => onChange([...entries, { language: '', translation: '', singular: '', plural: '' }])}>
        Add translation
      </Button>
    </div>
  );
}
