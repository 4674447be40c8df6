import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme } from './apply-theme.js';
import { resolveTheme } from './resolve-theme.js';

const root = document.documentElement;

afterEach(() => {
  root.removeAttribute('style');
  document.getElementById('tessera-custom-css')?.remove();
});

describe('applyTheme', () => {
  it('sets the data attributes, the project colour and the theme variables on <html>', () => {
    applyTheme(
      resolveTheme(
        { default_appearance: 'dark', project_color: '#FF0000', theme_dark_overrides: { primary: '#00FF00' } },
        undefined,
        false,
      ),
    );
    expect(root.dataset.appearance).toBe('dark');
    expect(root.dataset.theme).toBe('dark');
    expect(root.dataset.themeId).toBe('Directus Default');
    expect(root.style.getPropertyValue('--project-color')).toBe('#FF0000');
    expect(root.style.getPropertyValue('--theme--primary')).toBe('#00FF00');
    expect(root.style.getPropertyValue('--theme--background')).toBe('#10151c');
  });

  it('drops the variables of the theme before, and replaces the custom CSS', () => {
    applyTheme(
      resolveTheme(
        { default_appearance: 'light', theme_light_overrides: { secondary: '#ABCDEF' }, custom_css: 'a { color: red }' },
        undefined,
        false,
      ),
    );
    expect(root.style.getPropertyValue('--theme--secondary')).toBe('#ABCDEF');
    expect(document.getElementById('tessera-custom-css')?.textContent).toBe('a { color: red }');
    applyTheme(resolveTheme({ default_appearance: 'light', custom_css: 'b { color: blue }' }, undefined, false));
    expect(root.style.getPropertyValue('--theme--secondary')).toBe('');
    expect(root.style.getPropertyValue('--theme--background')).toBe('#ffffff');
    expect(document.querySelectorAll('#tessera-custom-css')).toHaveLength(1);
    expect(document.getElementById('tessera-custom-css')?.textContent).toBe('b { color: blue }');
    applyTheme(resolveTheme({ default_appearance: 'light', custom_css: '' }, undefined, false));
    expect(document.getElementById('tessera-custom-css')).toBeNull();
  });
});
