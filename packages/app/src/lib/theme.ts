import { useEffect } from 'react';
import type { Appearance } from './schema/system-types.js';

const DEFAULT_COLOR = '#6644FF';
const HEX = /^#[0-9a-f]{3,8}$/i;
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The system's preference, light where the environment can't say (no matchMedia). */
function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/** What the page looks like for an appearance setting: `auto` (and no setting) follows the system. */
export function resolveAppearance(appearance: Appearance | null | undefined, prefersDark: boolean): 'light' | 'dark' {
  if (appearance === 'light' || appearance === 'dark') return appearance;
  return prefersDark ? 'dark' : 'light';
}

/**
 * Applies light/dark appearance and the project colour to the page: `<html data-appearance>` (the
 * setting, which theme.css reads — `auto` through a media query), `<html data-theme>` (what it
 * resolves to now) and `--project-color`.
 */
export function applyTheme(appearance: Appearance | null | undefined, color: string | null | undefined): void {
  const root = document.documentElement;
  root.dataset.appearance = appearance ?? 'auto';
  root.dataset.theme = resolveAppearance(appearance, systemPrefersDark());
  root.style.setProperty('--project-color', color && HEX.test(color) ? color : DEFAULT_COLOR);
}

/** Keeps the page's theme in step with the setting, and with the system while the setting is `auto`. */
export function useTheme(appearance: Appearance | null | undefined, color: string | null | undefined): void {
  useEffect(() => {
    applyTheme(appearance, color);
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_QUERY);
    const follow = () => applyTheme(appearance, color);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [appearance, color]);
}
