import { useRef, useState } from 'react';
import { useBreadcrumbs } from '../../../../components/breadcrumbs.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';
import { Button } from '../../../../components/button.js';
import { ErrorState } from '../../../../components/error-state.js';
import { Notice } from '../../../../components/notice.js';
import { Skeleton } from '../../../../components/skeleton.js';
import { UnsavedChangesGuard } from '../../../../components/unsaved-changes-guard.js';
import { errorMessage } from '../../../../lib/api-error.js';
import { useSaveShortcut } from '../../../../lib/keyboard/use-save-shortcut.js';
import type { Settings } from '../../../../lib/schema/system-types.js';
import { useProjectSettings, useUpdateSettings } from '../../api/use-project-settings.js';
import { AppearanceGroup } from './appearance-group.js';
import { AspectRatiosGroup } from './aspect-ratios-group.js';
import { FilesGroup } from './files-group.js';
import { MapsGroup } from './maps-group.js';
import { ModuleBarGroup } from './module-bar-group.js';
import { passwordPolicyKind } from './password-policies.js';
import { ProjectGroup } from './project-group.js';
import { ReportsGroup } from './reports-group.js';
import { SecurityGroup } from './security-group.js';
import type { SettingsGroupProps } from './settings-section.js';
import { settingsServerErrors } from './settings-server-errors.js';
import { validateSettings } from './validate-settings.js';
import type { SettingsErrors } from './validate-settings.js';

/** Errors of `field` itself and of the parts of its value (`basemaps[0].url`). */
const belongsTo = (path: string, field: string) => path === field || path.startsWith(`${field}[`);

/**
 * `/settings/project`: the settings singleton in groups. Changes are kept as edits until Save
 * (which checks spec section 5 first and sends only what changed) or Discard.
 */
export function ProjectSettingsPage() {
  const { t } = useTranslation();
  useBreadcrumbs([{ label: t('settings.navigation'), to: '/settings' }, { label: t('settings.project') }]);
  const settings = useProjectSettings();
  const update = useUpdateSettings();
  const [edits, setEdits] = useState<Settings>({});
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [customPolicy, setCustomPolicy] = useState<boolean | null>(null);
  const allowLeaving = useRef(false);
  const hasEdits = Object.keys(edits).length > 0;
  const values: Settings = { ...settings.data, ...edits };
  const isCustomPolicy = customPolicy ?? passwordPolicyKind(settings.data?.auth_password_policy) === 'custom';

  const set: SettingsGroupProps['set'] = (field, value) => {
    setEdits((current) => ({ ...current, [field]: value }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !belongsTo(path, field))));
  };

  function save() {
    const found = validateSettings(values, { isCustomPolicy });
    setErrors(found);
    if (Object.keys(found).length > 0 || !hasEdits) return;
    update.mutate(edits, {
      onSuccess: () => {
        setEdits({});
        setCustomPolicy(null);
      },
      onError: (error) => setErrors(settingsServerErrors(error)),
    });
  }

  function discard() {
    setEdits({});
    setErrors({});
    setCustomPolicy(null);
    update.reset();
  }

  useSaveShortcut(save, hasEdits && !update.isPending);

  if (settings.error) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  if (settings.isPending) return <Skeleton label={t('projectSettings.loading')} shape="fields" />;

  const errorCount = Object.keys(errors).length;
  const groupProps: SettingsGroupProps = { values, errors, set };
  return (
    <div className="settings-page">
      <header className="settings-page__header">
        <h1 className="settings-page__title">{t('projectSettings.title')}</h1>
        <div className="settings-page__actions">
          <Button onClick={discard} disabled={!hasEdits || update.isPending}>
            {t('projectSettings.discardChanges')}
          </Button>
          <Button variant="primary" onClick={save} disabled={!hasEdits} isLoading={update.isPending}>
            {t('projectSettings.save')}
          </Button>
        </div>
      </header>
      {errorCount > 0 ? (
        <Notice kind="danger" title={t('projectSettings.couldNotSave')}>
          {errorCount === 1 ? t('projectSettings.oneNeedsAttention') : t('projectSettings.manyNeedAttention', { count: errorCount })}{' '}
          {t('projectSettings.eachMarked')}
        </Notice>
      ) : update.error ? (
        <Notice kind="danger" title={t('projectSettings.couldNotSave')}>
          {errorMessage(update.error)}
        </Notice>
      ) : null}
      <form className="settings-form" aria-label={t('projectSettings.form')} onSubmit={(event) => event.preventDefault()} noValidate>
        <ProjectGroup {...groupProps} />
        <AppearanceGroup {...groupProps} />
        <ModuleBarGroup {...groupProps} />
        <SecurityGroup {...groupProps} isCustomPolicy={isCustomPolicy} onCustomPolicy={setCustomPolicy} />
        <FilesGroup {...groupProps} />
        <MapsGroup {...groupProps} />
        <AspectRatiosGroup {...groupProps} />
        <ReportsGroup {...groupProps} />
      </form>
      <UnsavedChangesGuard hasEdits={hasEdits} allowRef={allowLeaving} />
    </div>
  );
}
