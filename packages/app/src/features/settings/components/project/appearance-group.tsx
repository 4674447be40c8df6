import { ThemeOverridesEditor } from '../../../../components/theming/theme-overrides-editor.js';
import { ThemePicker } from '../../../../components/theming/theme-picker.js';
import { SelectSetting, TextareaSetting } from './setting-inputs.js';
import { SettingsSection } from './settings-section.js';
import type { SettingsGroupProps } from './settings-section.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';

const APPEARANCES = [
  { value: 'auto', label: 'Automatic (based on system)' },
  { value: 'light', label: 'Light mode' },
  { value: 'dark', label: 'Dark mode' },
] as const;

/**
 * Default appearance, the light and dark themes with their overrides for users who chose none, and
 * the app's custom CSS. The app applies what is saved at once (`lib/themes`).
 */
export function AppearanceGroup({ values, errors, set }: SettingsGroupProps) {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('projectSettings.theming')}>
      <SelectSetting
        label={t('projectSettings.defaultAppearance')}
        choices={APPEARANCES}
        value={values.default_appearance ?? 'auto'}
        error={errors.default_appearance}
        onChange={(v) => set('default_appearance', v ?? 'auto')}
      />
      <ThemePicker
        label={t('projectSettings.lightTheme')}
        appearance="light"
        value={values.default_theme_light}
        error={errors.default_theme_light}
        onChange={(id) => set('default_theme_light', id)}
      />
      <ThemeOverridesEditor
        label={t('projectSettings.lightThemeOverrides')}
        appearance="light"
        themeId={values.default_theme_light}
        value={values.theme_light_overrides}
        error={errors.theme_light_overrides}
        onChange={(rules) => set('theme_light_overrides', rules)}
        projectColor={values.project_color}
      />
      <ThemePicker
        label={t('projectSettings.darkTheme')}
        appearance="dark"
        value={values.default_theme_dark}
        error={errors.default_theme_dark}
        onChange={(id) => set('default_theme_dark', id)}
      />
      <ThemeOverridesEditor
        label={t('projectSettings.darkThemeOverrides')}
        appearance="dark"
        themeId={values.default_theme_dark}
        value={values.theme_dark_overrides}
        error={errors.theme_dark_overrides}
        onChange={(rules) => set('theme_dark_overrides', rules)}
        projectColor={values.project_color}
      />
      <TextareaSetting
        label={t('projectSettings.customCss')}
        isCode
        value={values.custom_css}
        error={errors.custom_css}
        onChange={(v) => set('custom_css', v)}
      />
    </SettingsSection>
  );
}
