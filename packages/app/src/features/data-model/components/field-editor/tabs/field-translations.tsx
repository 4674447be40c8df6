import { Button } from '../../../../../components/button.js';
import { useTranslation } from '../../../../../lib/i18n/use-translation.js';
import { FormRow } from '../../collection-settings/form-controls.js';
import type { FieldTranslation } from './field-draft.js';

/** The field name in other languages (`meta.translations`: language → text). */
export function FieldTranslations({ value, onChange }: { value: FieldTranslation[]; onChange: (value: FieldTranslation[]) => void }) {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<FieldTranslation>) =>
    onChange(value.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)));
  return (
    <fieldset className="data-model-form__fieldset">
      <legend>{t('dataModel.fieldNameTranslations')}</legend>
      {value.map((entry, index) => (
        <div key={index} className="data-model-form__row">
          <FormRow label={t('dataModel.languageN', { n: index + 1 })}>
            {(props) => (
              <input
                {...props}
                className="input"
                placeholder={t('dataModel.languagePlaceholder')}
                value={entry.language}
                onChange={(event) => update(index, { language: event.target.value })}
              />
            )}
          </FormRow>
          <FormRow label={t('dataModel.translationN', { n: index + 1 })}>
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
            {t('dataModel.removeTranslationN', { n: index + 1 })}
          </Button>
        </div>
      ))}
      <Button size="small" onClick={() => onChange([...value, { language: '', translation: '' }])}>
        {t('dataModel.addTranslation')}
      </Button>
    </fieldset>
  );
}
