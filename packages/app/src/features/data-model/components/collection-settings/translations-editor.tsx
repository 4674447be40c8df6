import { Button } from '../../../../components/button.js';
import type { MessageKey } from '../../../../lib/i18n/i18n.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';
import type { CollectionMeta } from '../../../../lib/schema/types.js';
import { FormRow } from './form-controls.js';

type Translation = NonNullable<CollectionMeta['translations']>[number];

const PARTS = [
  { key: 'language', label: 'dataModel.languageN' },
  { key: 'translation', label: 'dataModel.translationN' },
  { key: 'singular', label: 'dataModel.singularN' },
  { key: 'plural', label: 'dataModel.pluralN' },
] as const satisfies readonly { key: keyof Translation; label: MessageKey }[];

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
  const { t } = useTranslation();
  const entries = value ?? [];
  const update = (index: number, patch: Partial<Translation>) =>
    onChange(entries.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)));
  return (
    <div className="data-model-form__translations">
      {entries.map((entry, index) => (
        <fieldset key={index} className="data-model-form__fieldset data-model-form__translation">
          <legend>{t('dataModel.translationN', { n: index + 1 })}</legend>
          {PARTS.map((part) => (
            <FormRow key={part.key} label={t(part.label, { n: index + 1 })} error={errors[`translations.${index}.${part.key}`]}>
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
            {t('dataModel.removeTranslationN', { n: index + 1 })}
          </Button>
        </fieldset>
      ))}
      <Button size="small" onClick={() => onChange([...entries, { language: '', translation: '', singular: '', plural: '' }])}>
        {t('dataModel.addTranslation')}
      </Button>
    </div>
  );
}
