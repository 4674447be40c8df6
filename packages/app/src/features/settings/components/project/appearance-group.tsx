import { SelectSetting, TextareaSetting, TextSetting } from './setting-inputs.js';
import { SettingsSection } from './settings-section.js';
import type { SettingsGroupProps } from './settings-section.js';

const APPEARANCES = [
  { value: 'auto', label: 'Automatic (based on system)' },
  { value: 'light', label: 'Light mode' },
  { value: 'dark', label: 'Dark mode' },
] as const;

/** Default appearance and themes for users who chose none, and the app's custom CSS. */
export function AppearanceGroup({ values, errors, set }: SettingsGroupProps) {
  return (
    <SettingsSection title="Theming">
      <SelectSetting
        label="Default appearance"
        choices={APPEARANCES}
        value={values.default_appearance ?? 'auto'}
        error={errors.default_appearance}
        onChange={(v) => set('default_appearance', v ?? 'auto')}
      />
      <TextSetting
        label="Default light theme"
        placeholder="Default"
        value={values.default_theme_light}
        error={errors.default_theme_light}
        onChange={(v) => set('default_theme_light', v)}
      />
      <TextSetting
        label="Default dark theme"
        placeholder="Default"
        value={values.default_theme_dark}
        error={errors.default_theme_dark}
        onChange={(v) => set('default_theme_dark', v)}
      />
      <TextareaSetting
        label="Custom CSS"
        isCode
        value={values.custom_css}
        error={errors.custom_css}
        onChange={(v) => set('custom_css', v)}
      />
    </SettingsSection>
  );
}
