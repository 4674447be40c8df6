import { useId, useState } from 'react';
import { useBreadcrumbs } from '../../../../components/breadcrumbs.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';
import { Button } from '../../../../components/button.js';
import { ConfirmDialog } from '../../../../components/confirm-dialog.js';
import { EmptyState } from '../../../../components/empty-state.js';
import { ErrorState } from '../../../../components/error-state.js';
import { Notice } from '../../../../components/notice.js';
import { Skeleton } from '../../../../components/skeleton.js';
import { errorMessage } from '../../../../lib/api-error.js';
import type { TranslationString } from '../../../../lib/translations/types.js';
import { useDeleteTranslationKey, useTranslationStrings } from '../../api/use-translation-strings.js';
import { groupStrings, languagesOf } from './group-strings.js';
import type { TranslationKeyRow } from './group-strings.js';
import { TranslationDialog } from './translation-dialog.js';

/** `/settings/translations`: the project's translation strings, one row per key and a column per language. */
export function TranslationsPage() {
  const { t } = useTranslation();
  useBreadcrumbs([{ label: t('settings.navigation'), to: '/settings' }, { label: t('settings.translations') }]);
  const searchId = useId();
  const strings = useTranslationStrings();
  const remove = useDeleteTranslationKey();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<readonly TranslationString[] | null>(null);
  const [deleting, setDeleting] = useState<TranslationKeyRow | null>(null);

  if (strings.error) return <ErrorState error={strings.error} onRetry={() => void strings.refetch()} />;
  if (strings.isPending) return <Skeleton label={t('translationStrings.loading')} shape="rows" />;
  const languages = languagesOf(strings.data);
  const rows = groupStrings(strings.data, search);
  return (
    <div className="settings-page">
      <header className="settings-page__header">
        <h1 className="settings-page__title">{t('translationStrings.title')}</h1>
        <div className="settings-page__actions">
          <label htmlFor={searchId} className="visually-hidden">
            {t('translationStrings.search')}
          </label>
          <input
            id={searchId}
            className="input"
            type="search"
            placeholder={t('translationStrings.searchPlaceholder')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <Button variant="primary" onClick={() => setEditing([])}>
            {t('translationStrings.createTitle')}
          </Button>
        </div>
      </header>
      {strings.data.length === 0 ? (
        <EmptyState title={t('translationStrings.none')} icon="inbox">
          <p>{t('translationStrings.noneText')}</p>
        </EmptyState>
      ) : rows.length === 0 ? (
        <p>{t('translationStrings.noMatch', { search })}</p>
      ) : (
        <table className="settings-table" aria-label={t('translationStrings.table')}>
          <thead>
            <tr>
              <th scope="col">{t('translationStrings.key')}</th>
              {languages.map((language) => (
                <th key={language} scope="col">
                  {language}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">{t('translationStrings.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">
                  <Button
                    variant="ghost"
                    size="small"
                    aria-label={t('translationStrings.editTitle', { key: row.key })}
                    onClick={() => setEditing(row.rows)}
                  >
                    {row.key}
                  </Button>
                </th>
                {languages.map((language) => (
                  <td key={language}>{row.byLanguage.get(language) ?? '—'}</td>
                ))}
                <td>
                  <Button
                    variant="ghost"
                    size="small"
                    aria-label={t('translationStrings.deleteNamed', { key: row.key })}
                    onClick={() => setDeleting(row)}
                  >
                    {t('translationStrings.delete')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing ? <TranslationDialog original={editing} usedLanguages={languages} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <ConfirmDialog
          title={t('translationStrings.deleteTitle', { key: deleting.key })}
          confirmLabel={t('translationStrings.delete')}
          isDanger
          isBusy={remove.isPending}
          onCancel={() => {
            remove.reset();
            setDeleting(null);
          }}
          onConfirm={() => remove.mutate(deleting.rows, { onSuccess: () => setDeleting(null) })}
        >
          {remove.error ? (
            <Notice kind="danger">{errorMessage(remove.error)}</Notice>
          ) : (
            <p>{t('translationStrings.deleteText', { key: deleting.key })}</p>
          )}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
