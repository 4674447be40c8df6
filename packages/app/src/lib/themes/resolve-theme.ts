import { findTheme } from './built-in-themes.js';
import type { Theme, ThemeAppearance } from './built-in-themes.js';
import { rulesToCssVariables } from './theme-rules.js';

type AppearanceSetting = 'auto' | 'light' | 'dark' | null | undefined;

/** The project's theming settings (`/settings`, or `/server/info`'s `project` before sign-in). */
export interface ProjectTheming {
  default_appearance?: AppearanceSetting;
  default_theme_light?: string | null;
  default_theme_dark?: string | null;
  theme_light_overrides?: unknown;
  theme_dark_overrides?: unknown;
  project_color?: string | null;
  custom_css?: string | null;
}

/** The signed-in user's own choices; each one set beats the project's. */
export interface UserTheming {
  appearance?: AppearanceSetting;
  theme_light?: string | null;
  theme_dark?: string | null;
  theme_light_overrides?: unknown;
  theme_dark_overrides?: unknown;
}

export interface ResolvedTheme {
  /** The appearance setting in force (`auto` follows the system). */
  setting: 'auto' | 'light' | 'dark';
  /** What the page shows now. */
  appearance: ThemeAppearance;
  theme: Theme;
  /** The theme's rules, then the project's overrides, then the user's, as CSS variables. */
  variables: Map<string, string>;
  projectColor: string;
  customCss: string;
}

const DEFAULT_COLOR = '#6644FF';
const HEX = /^#[0-9a-f]{3,8}$/i;

/** What the page looks like for an appearance setting: `auto` (and no setting) follows the system. */
export function resolveAppearance(appearance: AppearanceSetting, prefersDark: boolean): ThemeAppearance {
  if (appearance === 'light' || appearance === 'dark') return appearance;
  return prefersDark ? 'dark' : 'light';
}

/**
 * The theme in force: the user's appearance, theme and overrides where set, else the project's
 * defaults; overrides apply over the chosen theme's rules, the user's over the project's.
 */
export function resolveTheme(project: ProjectTheming | undefined, user: UserTheming | undefined, prefersDark: boolean): ResolvedTheme {
  const setting = user?.appearance ?? project?.default_appearance ?? 'auto';
  const appearance = resolveAppearance(setting, prefersDark);
  const isDark = appearance === 'dark';
  const themeId = (isDark ? user?.theme_dark : user?.theme_light) || (isDark ? project?.default_theme_dark : project?.default_theme_light);
  const theme = findTheme(appearance, themeId);
  const variables = new Map([
    ...rulesToCssVariables(theme.rules),
    ...rulesToCssVariables(isDark ? project?.theme_dark_overrides : project?.theme_light_overrides),
    ...rulesToCssVariables(isDark ? user?.theme_dark_overrides : user?.theme_light_overrides),
  ]);
  const color = project?.project_color;
  return {
    setting,
    appearance,
    theme,
    variables,
    projectColor: color && HEX.test(color) ? color : DEFAULT_COLOR,
    customCss: project?.custom_css ?? '',
  };
}
