import type { ResolvedTheme } from './resolve-theme.js';

const CUSTOM_CSS_ID = 'tessera-custom-css';

/**
 * Puts a resolved theme on the page: `<html data-appearance>` (the setting), `data-theme` (light or
 * dark now), `--project-color`, the theme's `--theme--*` variables (replacing the last ones) and
 * the project's custom CSS in one `<style>` element at the end of `<head>`, so it wins.
 */
export function applyTheme(resolved: ResolvedTheme, doc: Document = document): void {
  const root = doc.documentElement;
  root.dataset.appearance = resolved.setting;
  root.dataset.theme = resolved.appearance;
  root.dataset.themeId = resolved.theme.id;
  root.style.setProperty('--project-color', resolved.projectColor);
  const stale = Array.from(root.style).filter((name) => name.startsWith('--theme--') && !resolved.variables.has(name));
  for (const name of stale) root.style.removeProperty(name);
  for (const [name, value] of resolved.variables) root.style.setProperty(name, value);
  applyCustomCss(resolved.customCss, doc);
}

function applyCustomCss(css: string, doc: Document): void {
  let style = doc.getElementById(CUSTOM_CSS_ID);
  if (css.trim() === '') {
    style?.remove();
    return;
  }
  if (!style) {
    style = doc.createElement('style');
    style.id = CUSTOM_CSS_ID;
  }
  // Re-appended each time, so it stays after the stylesheets Vite adds as chunks load.
  doc.head.append(style);
  if (style.textContent !== css) style.textContent = css;
}
