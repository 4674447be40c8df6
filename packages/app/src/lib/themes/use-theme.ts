import { useEffect } from 'react';
import { applyTheme } from './apply-theme.js';
import { resolveTheme } from './resolve-theme.js';
import type { ProjectTheming, UserTheming } from './resolve-theme.js';

const DARK_QUERY = '(prefers-color-scheme: dark)';

const PROJECT_FIELDS = [
  'default_appearance',
  'default_theme_light',
  'default_theme_dark',
  'theme_light_overrides',
  'theme_dark_overrides',
  'project_color',
  'custom_css',
] as const;
const USER_FIELDS = ['appearance', 'theme_light', 'theme_dark', 'theme_light_overrides', 'theme_dark_overrides'] as const;

function pick<Source extends object>(source: Source | undefined, fields: readonly (keyof Source)[]): Partial<Source> | null {
  if (!source) return null;
  return Object.fromEntries(fields.map((field) => [field, source[field]])) as Partial<Source>;
}

/** The system's preference, light where the environment can't say (no matchMedia). */
function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/**
 * Keeps the page's theme in step with the project's and the user's theming, and with the system
 * while the appearance is `auto`.
 */
export function useTheme(project: ProjectTheming | undefined, user?: UserTheming): void {
  // One key for what the effect reads, so a new but equal object (a refetch) does not re-run it.
  const key = JSON.stringify([pick(project, PROJECT_FIELDS), pick(user, USER_FIELDS)]);
  useEffect(() => {
    const [projectNow, userNow] = JSON.parse(key) as [ProjectTheming | null, UserTheming | null];
    const apply = () => applyTheme(resolveTheme(projectNow ?? undefined, userNow ?? undefined, systemPrefersDark()));
    apply();
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_QUERY);
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [key]);
}
