import { ImageSetting } from './file-settings.js';
import { ColorSetting, LanguageSetting, TextareaSetting, TextSetting } from './setting-inputs.js';
import { SettingsSection } from './settings-section.js';
import type { SettingsGroupProps } from './settings-section.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';

/** The project's name, descriptor, URL, colour, logo and the public (sign-in) pages' look. */
export function ProjectGroup({ values, errors, set }: SettingsGroupProps) {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('projectSettings.project')}>
      <TextSetting
        label={t('projectSettings.name')}
        value={values.project_name}
        error={errors.project_name}
        onChange={(v) => set('project_name', v ?? '')}
      />
      <TextSetting
        label={t('projectSettings.descriptor')}
        value={values.project_descriptor}
        error={errors.project_descriptor}
        onChange={(v) => set('project_descriptor', v)}
      />
      <TextSetting
        label={t('projectSettings.url')}
        type="url"
        placeholder="https://example.com"
        value={values.project_url}
        error={errors.project_url}
        onChange={(v) => set('project_url', v)}
      />
      <LanguageSetting
        label={t('projectSettings.defaultLanguage')}
        value={values.default_language}
        error={errors.default_language}
        onChange={(v) => set('default_language', v)}
      />
      <ColorSetting
        label={t('projectSettings.color')}
        value={values.project_color}
        error={errors.project_color}
        onChange={(v) => set('project_color', v)}
      />
      <ImageSetting
        label={t('projectSettings.logo')}
        value={values.project_logo}
        error={errors.project_logo}
        onChange={(v) => set('project_logo', v)}
      />
      <ImageSetting
        label={t('projectSettings.publicForeground')}
        value={values.public_foreground}
        error={errors.public_foreground}
        onChange={(v) => set('public_foreground', v)}
      />
      <ImageSetting
        label={t('projectSettings.publicBackground')}
        value={values.public_background}
        error={errors.public_background}
        onChange={(v) => set('public_background', v)}
      />
      <ImageSetting
        label={t('projectSettings.publicFavicon')}
        value={values.public_favicon}
        error={errors.public_favicon}
        onChange={(v) => set('public_favicon', v)}
      />
      <TextareaSetting
        label={t('projectSettings.publicNote')}
        value={values.public_note}
        error={errors.public_note}
        onChange={(v) => set('public_note', v)}
      />
    </SettingsSection>
  );
}
