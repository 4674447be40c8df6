import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../components/error-state.js';
import { Spinner } from '../../components/spinner.js';
import { useClient } from '../../lib/client-context.js';
import { fieldLabel } from '../../lib/schema/labels.js';
import { primaryKeyField } from '../../lib/schema/relation-info.js';
import { useFields } from '../../lib/schema/use-schema.js';
import type { Item } from '../../lib/schema/types.js';
import type { InterfaceProps } from '../types.js';
import { translationRow, withTranslation } from './translation-rows.js';
import './translations.css';
import { languageName } from '../../lib/i18n/format.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';

/**
 * One tab per language of the languages collection; each shows the junction's translated fields
 * for that language and writes the nested `{create, update, delete}` payload of the junction rows.
 */
export function Translations(props: InterfaceProps) {
  const { t } = useTranslation();
  const { id, label, value, initialValue, onChange, isDisabled, relation, describedBy } = props;
  const client = useClient();
  const isM2m = relation?.type === 'm2m';
  const junctionFields = useFields(isM2m ? relation.junctionCollection : null);
  const languageFields = useFields(isM2m ? relation.relatedCollection : null);
  const languages = useQuery({
    queryKey: ['items', isM2m ? relation.relatedCollection : '', 'translations-languages'],
    queryFn: async () => (await client.readItems(isM2m ? relation.relatedCollection : '', { limit: -1 })).data,
    enabled: isM2m,
  });
  const [chosen, setChosen] = useState<string | null>(null);

  if (!isM2m) return <p className="field-error">{t('interfaces.noTranslationsRelation')}</p>;
  const error = junctionFields.error ?? languageFields.error ?? languages.error;
  if (error) return <ErrorState error={error} />;
  if (junctionFields.isPending || languageFields.isPending || languages.isPending) return <Spinner />;

  const shape = {
    rowKeyField: primaryKeyField(junctionFields.data ?? []),
    languageField: relation.junctionField,
    languageKeyField: primaryKeyField(languageFields.data ?? []),
  };
  const keys = new Set([shape.rowKeyField, relation.reverseField, relation.junctionField]);
  const translated = (junctionFields.data ?? []).filter((field) => !keys.has(field.field) && field.type !== 'alias' && !field.meta?.hidden);
  const list = (languages.data ?? []).map((language) => ({
    code: String(language[shape.languageKeyField]),
    // A language row without a name is named by its code, in the reader's language (`de-DE` → "German (Germany)").
    name: typeof language.name === 'string' && language.name ? language.name : languageName(String(language[shape.languageKeyField])),
  }));
  const current = list.find((language) => language.code === chosen) ?? list[0];
  if (!current) return <p className="related-list__empty">{t('interfaces.noLanguages', { collection: relation.relatedCollection })}</p>;
  const row = translationRow(initialValue, value, current.code, shape);
  const translatedCodes = new Set(
    list.filter((language) => translationRow(initialValue, value, language.code, shape)).map((language) => language.code),
  );

  const edit = (field: string, text: string) => onChange(withTranslation(initialValue, value, current.code, { [field]: text }, shape));

  return (
    <div className="translations" role="group" aria-label={label} aria-describedby={describedBy}>
      <div className="translations__tabs" role="tablist" aria-label={t('interfaces.languagesOf', { label })}>
        {list.map((language) => (
          <button
            key={language.code}
            id={`${id}-tab-${language.code}`}
            type="button"
            role="tab"
            aria-selected={language.code === current.code}
            aria-label={translatedCodes.has(language.code) ? t('interfaces.translated', { language: language.name }) : language.name}
            className="translations__tab"
            onClick={() => setChosen(language.code)}
          >
            {language.name}
            {translatedCodes.has(language.code) ? <span className="translations__dot" aria-hidden="true" /> : null}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-labelledby={`${id}-tab-${current.code}`} className="translations__panel">
        {translated.length === 0 ? (
          <p className="related-list__empty">{t('interfaces.noTranslatedFields', { collection: relation.junctionCollection })}</p>
        ) : null}
        {translated.map((field) => {
          const inputId = `${id}-${current.code}-${field.field}`;
          const text = stringOf((row?.item ?? ({} as Item))[field.field]);
          return (
            <div key={`${current.code}-${field.field}`} className="translations__field">
              <label htmlFor={inputId}>{`${fieldLabel(field)} (${current.name})`}</label>
              {field.type === 'text' ? (
                <textarea
                  id={inputId}
                  className="input"
                  value={text}
                  disabled={isDisabled}
                  onChange={(event) => edit(field.field, event.target.value)}
                />
              ) : (
                <input
                  id={inputId}
                  className="input"
                  value={text}
                  disabled={isDisabled}
                  onChange={(event) => edit(field.field, event.target.value)}
                />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

function stringOf(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}
