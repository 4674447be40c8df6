import { TextSetting } from './setting-inputs.js';
import { SettingsSection } from './settings-section.js';
import type { SettingsGroupProps } from './settings-section.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';

/** Where the app's "report a bug / feature / error" links lead. */
export function ReportsGroup({ values, errors, set }: SettingsGroupProps) {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('projectSettings.reporting')}>
      <TextSetting
        label={t('projectSettings.reportFeature')}
        type="url"
        placeholder="https://example.com/feature"
        value={values.report_feature_url}
        error={errors.report_feature_url}
        onChange={(v) => set('report_feature_url', v)}
      />
      <TextSetting
        label={t('projectSettings.reportBug')}
        type="url"
        placeholder="https://example.com/bug"
        value={values.report_bug_url}
        error={errors.report_bug_url}
        onChange={(v) => set('report_bug_url', v)}
      />
      <TextSetting
        label={t('projectSettings.reportError')}
        type="url"
        placeholder="https://example.com/error"
        value={values.report_error_url}
        error={errors.report_error_url}
        onChange={(v) => set('report_error_url', v)}
      />
    </SettingsSection>
  );
}
