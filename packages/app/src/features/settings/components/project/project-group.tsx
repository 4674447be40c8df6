import { ImageSetting } from './file-settings.js';
import { ColorSetting, TextareaSetting, TextSetting } from './setting-inputs.js';
import { SettingsSection } from './settings-section.js';
import type { SettingsGroupProps } from './settings-section.js';

/** The project's name, descriptor, URL, colour, logo and the public (sign-in) pages' look. */
export function ProjectGroup({ values, errors, set }: SettingsGroupProps) {
  return (
    <SettingsSection title="Project">
      <TextSetting
        label="Project name"
        value={values.project_name}
        error={errors.project_name}
        onChange={(v) => set('project_name', v ?? '')}
      />
      <TextSetting
        label="Project descriptor"
        value={values.project_descriptor}
        error={errors.project_descriptor}
        onChange={(v) => set('project_descriptor', v)}
      />
      <TextSetting
        label="Project URL"
        type="url"
        placeholder="https://example.com"
        value={values.project_url}
        error={errors.project_url}
        onChange={(v) => set('project_url', v)}
      />
      <TextSetting
        label="Default language"
        placeholder="en-US"
        value={values.default_language}
        error={errors.default_language}
        onChange={(v) => set('default_language', v ?? 'en-US')}
      />
      <ColorSetting
        label="Project color"
        value={values.project_color}
        error={errors.project_color}
        onChange={(v) => set('project_color', v)}
      />
      <ImageSetting label="Project logo" value={values.project_logo} error={errors.project_logo} onChange={(v) => set('project_logo', v)} />
      <ImageSetting
        label="Public foreground"
        value={values.public_foreground}
        error={errors.public_foreground}
        onChange={(v) => set('public_foreground', v)}
      />
      <ImageSetting
        label="Public background"
        value={values.public_background}
        error={errors.public_background}
        onChange={(v) => set('public_background', v)}
      />
      <ImageSetting
        label="Public favicon"
        value={values.public_favicon}
        error={errors.public_favicon}
        onChange={(v) => set('public_favicon', v)}
      />
      <TextareaSetting label="Public note" value={values.public_note} error={errors.public_note} onChange={(v) => set('public_note', v)} />
    </SettingsSection>
  );
}
