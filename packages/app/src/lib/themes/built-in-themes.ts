import type { ThemeRules } from './theme-rules.js';

export type ThemeAppearance = 'light' | 'dark';

export interface Theme {
  /** What `default_theme_light`, `theme_dark`… store: the reference's theme ids. */
  id: string;
  name: string;
  appearance: ThemeAppearance;
  rules: ThemeRules;
}

/** Module-bar rules shared by the themes with a dark bar. */
const DARK_MODULE_BAR = (background: string): ThemeRules => ({
  modules: {
    background,
    button: { foreground: '#a2b0c0', foregroundActive: '#ffffff', backgroundActive: 'rgb(255 255 255 / 12%)' },
  },
});

/**
 * The built-in themes under the ids the reference stores (v10 `packages/themes`): three light, one
 * dark. The rules are Tessera's palette under the reference's rule names; `theme.css` reads them.
 */
export const BUILT_IN_THEMES: readonly Theme[] = [
  {
    id: 'Directus Default',
    name: 'Directus Default',
    appearance: 'light',
    rules: {
      primary: 'var(--project-color)',
      background: '#ffffff',
      backgroundNormal: '#eef1f5',
      backgroundSubdued: '#f5f7f9',
      foreground: '#172940',
      foregroundSubdued: '#5b6878',
      borderColor: '#d3dae4',
      borderColorAccent: '#a2b0c0',
      borderRadius: '6px',
      success: '#1a8f72',
      warning: '#b26a00',
      danger: '#c8324a',
      navigation: DARK_MODULE_BAR('color-mix(in srgb, #172940 92%, #ffffff)'),
    },
  },
  {
    id: 'Directus Minimal',
    name: 'Directus Minimal',
    appearance: 'light',
    rules: {
      primary: '#0f172a',
      background: '#ffffff',
      backgroundNormal: '#f1f5f9',
      backgroundSubdued: '#f8fafc',
      foreground: '#1e293b',
      foregroundSubdued: '#64748b',
      borderColor: '#e2e8f0',
      borderColorAccent: '#cbd5e1',
      borderRadius: '4px',
      navigation: {
        modules: {
          background: '#ffffff',
          button: { foreground: '#1e293b', foregroundActive: 'var(--theme--primary)', backgroundActive: '#f1f5f9' },
        },
      },
    },
  },
  {
    id: 'Directus Color Match',
    name: 'Directus Color Match',
    appearance: 'light',
    rules: {
      primary: 'var(--project-color)',
      background: 'color-mix(in srgb, #ffffff, var(--theme--primary) 7%)',
      backgroundNormal: 'color-mix(in srgb, #ffffff, var(--theme--primary) 15%)',
      backgroundSubdued: 'color-mix(in srgb, #ffffff, var(--theme--primary) 10%)',
      foreground: 'color-mix(in srgb, #000000, var(--theme--primary) 50%)',
      foregroundSubdued: 'color-mix(in srgb, #000000, var(--theme--primary) 70%)',
      borderColor: 'color-mix(in srgb, #ffffff, var(--theme--primary) 20%)',
      borderColorAccent: 'color-mix(in srgb, #ffffff, var(--theme--primary) 40%)',
      borderRadius: '11px',
      navigation: DARK_MODULE_BAR('color-mix(in srgb, #000000, var(--theme--primary) 90%)'),
    },
  },
  {
    id: 'Directus Default',
    name: 'Directus Default',
    appearance: 'dark',
    rules: {
      primary: 'var(--project-color)',
      background: '#10151c',
      backgroundNormal: '#243040',
      backgroundSubdued: '#18202a',
      foreground: '#e6ebf1',
      foregroundSubdued: '#a6b1bd',
      borderColor: '#2e3a48',
      borderColorAccent: '#4a5868',
      borderRadius: '6px',
      success: '#4fd8b3',
      warning: '#ffb54d',
      danger: '#ff6b81',
      navigation: DARK_MODULE_BAR('#0a0d12'),
    },
  },
];

/** The reference's fallback when a stored id names no theme (or none is stored). */
export const DEFAULT_THEME_ID = 'Directus Default';

export function themesOf(appearance: ThemeAppearance): Theme[] {
  return BUILT_IN_THEMES.filter((theme) => theme.appearance === appearance);
}

/** The theme `id` names for that appearance, else that appearance's default. */
export function findTheme(appearance: ThemeAppearance, id: string | null | undefined): Theme {
  const candidates = themesOf(appearance);
  return candidates.find((theme) => theme.id === id) ?? candidates.find((theme) => theme.id === DEFAULT_THEME_ID)!;
}
