import { describe, expect, it } from 'vitest';
import { BUILT_IN_THEMES, findTheme } from './built-in-themes.js';
import { resolveAppearance, resolveTheme } from './resolve-theme.js';

describe('built-in themes', () => {
  it('offers the reference ids for each appearance, falling back to "Directus Default"', () => {
    expect(BUILT_IN_THEMES.map((theme) => `${theme.appearance}:${theme.id}`)).toEqual([
      'light:Directus Default',
      'light:Directus Minimal',
      'light:Directus Color Match',
      'dark:Directus Default',
    ]);
    expect(findTheme('light', 'Directus Color Match').id).toBe('Directus Color Match');
    expect(findTheme('dark', 'Directus Color Match')).toMatchObject({ id: 'Directus Default', appearance: 'dark' });
    expect(findTheme('light', null)).toMatchObject({ id: 'Directus Default', appearance: 'light' });
  });
});

describe('resolveTheme', () => {
  const project = {
    default_appearance: 'light' as const,
    default_theme_light: 'Directus Minimal',
    default_theme_dark: 'Directus Default',
    theme_light_overrides: { primary: '#00AA00', background: '#FAFAFA' },
    theme_dark_overrides: { background: '#000000' },
    project_color: '#123456',
    custom_css: 'body { letter-spacing: 0 }',
  };

  it("applies the project's theme, then its overrides over the theme's rules", () => {
    const resolved = resolveTheme(project, undefined, true);
    expect(resolved).toMatchObject({
      setting: 'light',
      appearance: 'light',
      projectColor: '#123456',
      customCss: 'body { letter-spacing: 0 }',
    });
    expect(resolved.theme.id).toBe('Directus Minimal');
    expect(resolved.variables.get('--theme--primary')).toBe('#00AA00');
    expect(resolved.variables.get('--theme--background')).toBe('#FAFAFA');
    expect(resolved.variables.get('--theme--foreground')).toBe('#1e293b');
  });

  it("lets the user's appearance, theme and overrides beat the project's", () => {
    const user = {
      appearance: 'dark' as const,
      theme_dark: 'Directus Default',
      theme_dark_overrides: { background: '#0A0A0A', navigation: { modules: { background: '#FF00FF' } } },
    };
    const resolved = resolveTheme(project, user, false);
    expect(resolved).toMatchObject({ setting: 'dark', appearance: 'dark' });
    expect(resolved.variables.get('--theme--background')).toBe('#0A0A0A');
    expect(resolved.variables.get('--theme--navigation--modules--background')).toBe('#FF00FF');
    expect(resolved.variables.get('--theme--foreground')).toBe('#e6ebf1');
  });

  it('follows the system under auto, and uses the light theme the user picked', () => {
    const user = { appearance: 'auto' as const, theme_light: 'Directus Color Match' };
    expect(resolveTheme(project, user, true).appearance).toBe('dark');
    const light = resolveTheme(project, user, false);
    expect(light.appearance).toBe('light');
    expect(light.theme.id).toBe('Directus Color Match');
    expect(resolveAppearance(null, true)).toBe('dark');
    expect(resolveAppearance(undefined, false)).toBe('light');
  });

  it('falls back to the default colour and theme without settings', () => {
    const resolved = resolveTheme(undefined, undefined, false);
    expect(resolved).toMatchObject({ setting: 'auto', appearance: 'light', projectColor: '#6644FF', customCss: '' });
    expect(resolved.theme.id).toBe('Directus Default');
    expect(resolveTheme({ project_color: 'red;}' }, undefined, false).projectColor).toBe('#6644FF');
  });
});
