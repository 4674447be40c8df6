import { useState } from 'react';
import { useBreadcrumbs } from '../../../../components/breadcrumbs.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';
import { Button } from '../../../../components/button.js';
import { ConfirmDialog } from '../../../../components/confirm-dialog.js';
import { EmptyState } from '../../../../components/empty-state.js';
import { ErrorState } from '../../../../components/error-state.js';
import { Notice } from '../../../../components/notice.js';
import { Skeleton } from '../../../../components/skeleton.js';
import { errorMessage } from '../../../../lib/api-error.js';
import type { Preset } from '../../../../lib/schema/system-types.js';
import { useDeletePreset, usePresetsList } from '../../api/use-presets-admin.js';
import { PresetDrawer } from './preset-drawer.js';
import { layoutLabel, presetName, scopeLabel } from './preset-labels.js';

/** `/settings/presets`: every bookmark and remembered layout, with who it applies to; edit or delete one. */
export function PresetsPage() {
  const { t } = useTranslation();
  useBreadcrumbs([{ label: t('settings.navigation'), to: '/settings' }, { label: t('settings.presets') }]);
  const presets = usePresetsList();
  const remove = useDeletePreset();
  const [editing, setEditing] = useState<Preset | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Preset | null>(null);

  if (presets.error) return <ErrorState error={presets.error} onRetry={() => void presets.refetch()} />;
  if (presets.isPending) return <Skeleton label={t('presets.loading')} shape="rows" />;
  return (
    <div className="settings-page">
      <header className="settings-page__header">
        <h1 className="settings-page__title">{t('presets.title')}</h1>
        <Button variant="primary" onClick={() => setEditing('new')}>
          {t('presets.create')}
        </Button>
      </header>
      {presets.data.length === 0 ? (
        <EmptyState title={t('presets.none')} icon="folder">
          <p>{t('presets.noneText')}</p>
        </EmptyState>
      ) : (
        <table className="settings-table" aria-label={t('presets.table')}>
          <thead>
            <tr>
              <th scope="col">{t('presets.name')}</th>
              <th scope="col">{t('presets.scope')}</th>
              <th scope="col">{t('presets.collection')}</th>
              <th scope="col">{t('presets.layout')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('presets.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {presets.data.map((preset) => {
              const name = presetName(preset);
              return (
                <tr key={preset.id}>
                  <td>
                    <Button variant="ghost" size="small" aria-label={t('presets.editNamed', { name })} onClick={() => setEditing(preset)}>
                      {name}
                    </Button>
                  </td>
                  <td>{scopeLabel(preset)}</td>
                  <td>{preset.collection ?? '—'}</td>
                  <td>{layoutLabel(preset.layout)}</td>
                  <td>
                    <Button
                      variant="ghost"
                      size="small"
                      aria-label={t('presets.deleteNamed', { name })}
                      onClick={() => setDeleting(preset)}
                    >
                      {t('presets.delete')}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {editing ? (
        <PresetDrawer
          key={editing === 'new' ? 'new' : editing.id}
          preset={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('presets.deleteTitle', { name: presetName(deleting) })}
          confirmLabel={t('presets.delete')}
          isDanger
          isBusy={remove.isPending}
          onCancel={() => {
            remove.reset();
            setDeleting(null);
          }}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        >
          {remove.error ? <Notice kind="danger">{errorMessage(remove.error)}</Notice> : <p>{t('presets.cannotBeUndone')}</p>}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
