import { ThemeOverridesEditor } from '../../../components/theming/theme-overrides-editor.js';
import { ThemePicker } from '../../../components/theming/theme-picker.js';
import type { UserDraft } from './user-form.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

export interface UserThemingFieldsProps {
  value: UserDraft;
  errors: Record<string, string>;
  onChange: (patch: UserDraft) => void;
}

/**
 * The user's own light and dark theme and their overrides; unset, the project's defaults apply
 * (`lib/themes/resolve-theme.ts`).
 */
export function UserThemingFields({ value, errors, onChange }: UserThemingFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <ThemePicker
        label={t('users.lightTheme')}
        appearance="light"
        nullLabel={t('users.projectDefault')}
        value={value.theme_light}
        error={errors.theme_light}
        onChange={(theme_light) => onChange({ theme_light })}
      />
      <ThemeOverridesEditor
        label={t('users.lightThemeOverrides')}
        appearance="light"
        themeId={value.theme_light}
        value={value.theme_light_overrides}
        error={errors.theme_light_overrides}
        onChange={(theme_light_overrides) => onChange({ theme_light_overrides })}
      />
      <ThemePicker
        label={t('users.darkTheme')}
        appearance="dark"
        nullLabel={t('users.projectDefault')}
        value={value.theme_dark}
        error={errors.theme_dark}
        onChange={(theme_dark) => onChange({ theme_dark })}
      />
      <ThemeOverridesEditor
        label={t('users.darkThemeOverrides')}
        appearance="dark"
        themeId={value.theme_dark}
        value={value.theme_dark_overrides}
        error={errors.theme_dark_overrides}
        onChange={(theme_dark_overrides) => onChange({ theme_dark_overrides })}
      />
    </>
  );
}
