import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../../components/button.js';
import { Dialog } from '../../../../components/dialog.js';
import { Notice } from '../../../../components/notice.js';
import { errorMessage, fieldErrors } from '../../../../lib/api-error.js';
import type { TranslationString } from '../../../../lib/translations/types.js';
import { useSaveTranslationKey } from '../../api/use-translation-strings.js';
import { isLocale } from './locales.js';
import type { DraftString } from './plan-save.js';
import { i18n } from '../../../../lib/i18n/i18n.js';
import { LanguageSelect } from '../../../../components/language-select.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';

interface TranslationDialogProps {
  /** The stored rows of the key being edited; empty for a new key. */
  original: readonly TranslationString[];
  usedLanguages: readonly string[];
  onClose: () => void;
}

type DraftValue = DraftString['values'][number];

/** What the app checks before asking the server: the language codes. Required values are the server's to refuse. */
function checkLanguages(values: readonly DraftValue[]): (string | null)[] {
  return values.map((entry, index) => {
    const language = entry.language.trim();
    if (language !== '' && !isLocale(language)) return i18n.t('translationStrings.badCode');
    if (language !== '' && values.findIndex((other) => other.language.trim() === language) !== index)
      return i18n.t('translationStrings.twice');
    return null;
  });
}

/** Create a key with its values in several languages, or edit one (`Create translation string` / `Edit <key>`). */
export function TranslationDialog({ original, usedLanguages, onClose }: TranslationDialogProps) {
  const { t } = useTranslation();
  const ids = { key: useId(), row: useId() };
  const isNew = original.length === 0;
  const [key, setKey] = useState(original[0]?.key ?? '');
  const [values, setValues] = useState<DraftValue[]>(() =>
    isNew ? [{ language: 'en-US', value: '' }] : original.map((row) => ({ id: row.id, language: row.language, value: row.value })),
  );
  const [languageErrors, setLanguageErrors] = useState<(string | null)[]>([]);
  const save = useSaveTranslationKey();
  // The server names the failing field; a value or language problem sits by the first row missing it.
  const server = fieldErrors(save.error);
  const serverRow = (field: 'language' | 'value') => {
    if (!server[field]) return -1;
    const empty = values.findIndex((entry) => entry[field].trim() === '');
    return empty === -1 ? 0 : empty;
  };
  const hasFieldError = Object.keys(server).length > 0;

  function update(index: number, patch: Partial<DraftValue>) {
    setValues((current) => current.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems = checkLanguages(values);
    setLanguageErrors(problems);
    if (problems.some(Boolean)) return;
    const draft = { key: key.trim(), values: values.map((entry) => ({ ...entry, language: entry.language.trim() })) };
    save.mutate({ original, draft }, { onSuccess: onClose });
  }

  const title = isNew ? t('translationStrings.createTitle') : t('translationStrings.editTitle', { key: original[0]?.key ?? '' });
  return (
    <Dialog
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" form={ids.row} variant="primary" isLoading={save.isPending}>
            {t('translationStrings.save')}
          </Button>
        </>
      }
    >
      <form id={ids.row} className="translation-form" onSubmit={submit} noValidate>
        {save.error && !hasFieldError ? <Notice kind="danger">{errorMessage(save.error)}</Notice> : null}
        <label htmlFor={ids.key}>{t('translationStrings.key')}</label>
        <input
          id={ids.key}
          className="input"
          value={key}
          aria-invalid={Boolean(server.key) || undefined}
          aria-describedby={server.key ? `${ids.key}-error` : undefined}
          onChange={(event) => setKey(event.target.value)}
        />
        {server.key ? <FieldError id={`${ids.key}-error`} message={server.key} /> : null}
        {values.map((entry, index) => {
          const number = index + 1;
          const languageError = languageErrors[index] ?? (serverRow('language') === index ? server.language : null);
          const valueError = serverRow('value') === index ? server.value : null;
          const rowId = `${ids.row}-${index}`;
          return (
            <fieldset key={entry.id ?? `new-${index}`} className="translation-form__row">
              <legend className="visually-hidden">{t('translationStrings.valueN', { number })}</legend>
              <label htmlFor={`${rowId}-language`}>{t('translationStrings.languageN', { number })}</label>
              <LanguageSelect
                id={`${rowId}-language`}
                value={entry.language || null}
                extra={usedLanguages}
                emptyLabel={t('translationStrings.chooseLanguage')}
                aria-invalid={Boolean(languageError) || undefined}
                aria-describedby={languageError ? `${rowId}-language-error` : undefined}
                onChange={(language) => update(index, { language: language ?? '' })}
              />
              {languageError ? <FieldError id={`${rowId}-language-error`} message={languageError} /> : null}
              <label htmlFor={`${rowId}-value`}>{t('translationStrings.valueN', { number })}</label>
              <textarea
                id={`${rowId}-value`}
                className="input"
                rows={2}
                value={entry.value}
                aria-invalid={Boolean(valueError) || undefined}
                aria-describedby={valueError ? `${rowId}-value-error` : undefined}
                onChange={(event) => update(index, { value: event.target.value })}
              />
              {valueError ? <FieldError id={`${rowId}-value-error`} message={valueError} /> : null}
              {values.length > 1 ? (
                <Button size="small" variant="ghost" onClick={() => setValues((current) => current.filter((_, at) => at !== index))}>
                  {t('translationStrings.removeLanguageN', { number })}
                </Button>
              ) : null}
            </fieldset>
          );
        })}
        <Button size="small" onClick={() => setValues((current) => [...current, { language: '', value: '' }])}>
          {t('translationStrings.addLanguage')}
        </Button>
      </form>
    </Dialog>
  );
}

function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="settings-field__error" role="alert">
      {message}
    </p>
  );
}
