import { TextSetting } from './setting-inputs.js';
import { SettingsSection } from './settings-section.js';
import type { SettingsGroupProps } from './settings-section.js';

/** Where the app's "report a bug / feature / error" links lead. */
export function ReportsGroup({ values, errors, set }: SettingsGroupProps) {
  return (
    <SettingsSection title="Reporting">
      <TextSetting
        label="Report feature URL"
        type="url"
        placeholder="https://example.com/feature"
        value={values.report_feature_url}
        error={errors.report_feature_url}
        onChange={(v) => set('report_feature_url', v)}
      />
      <TextSetting
        label="Report bug URL"
        type="url"
        placeholder="https://example.com/bug"
        value={values.report_bug_url}
        error={errors.report_bug_url}
        onChange={(v) => set('report_bug_url', v)}
      />
      <TextSetting
        label="Report error URL"
        type="url"
        placeholder="https://example.com/error"
        value={values.report_error_url}
        error={errors.report_error_url}
        onChange={(v) => set('report_error_url', v)}
      />
    </SettingsSection>
  );
}
