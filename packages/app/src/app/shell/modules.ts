import type { ModuleConfig } from '@tessera/extensions-sdk';
import type { ModuleBarEntry } from '../../lib/schema/system-types.js';

/** The catalogue keys of the built-in modules' names. */
export type ModuleLabelKey = `shell.module${'Content' | 'Users' | 'Files' | 'Insights' | 'Settings'}`;

export interface ModuleLink {
  id: string;
  label: string;
  /** In-app path, or an external URL for custom links. */
  to: string;
  /** A Material Symbols name. */
  icon: string;
  isExternal: boolean;
  /** A built-in module's name in the app's catalogue; shown instead of `label` (its English name). */
  labelKey?: ModuleLabelKey;
}

/** The built-in modules, in their default order (api-reference §5, "Modules"). */
export const MODULES: readonly (ModuleLink & { isAdminOnly: boolean })[] = [
  { id: 'content', label: 'Content', labelKey: 'shell.moduleContent', to: '/content', icon: 'box', isExternal: false, isAdminOnly: false },
  {
    id: 'users',
    label: 'User directory',
    labelKey: 'shell.moduleUsers',
    to: '/users',
    icon: 'people_alt',
    isExternal: false,
    isAdminOnly: false,
  },
  {
    id: 'files',
    label: 'File library',
    labelKey: 'shell.moduleFiles',
    to: '/files',
    icon: 'folder',
    isExternal: false,
    isAdminOnly: false,
  },
  {
    id: 'insights',
    label: 'Insights',
    labelKey: 'shell.moduleInsights',
    to: '/insights',
    icon: 'insert_chart',
    isExternal: false,
    isAdminOnly: false,
  },
  {
    id: 'settings',
    label: 'Settings',
    labelKey: 'shell.moduleSettings',
    to: '/settings',
    icon: 'settings',
    isExternal: false,
    isAdminOnly: true,
  },
];

/** An app extension's module as a module bar entry (its pages live under `/<id>`). */
export function extensionModuleLink(config: ModuleConfig): ModuleLink & { isAdminOnly: boolean } {
  return {
    id: config.id,
    label: config.name,
    to: `/${config.id}`,
    icon: config.icon ?? 'extension',
    isExternal: false,
    isAdminOnly: config.adminOnly === true,
  };
}

/**
 * The module bar: `settings.module_bar` decides order, which modules are enabled and extra
 * links; without it, the defaults. Settings stays admin-only either way. App extensions' modules
 * follow the built-in ones, and where `module_bar` does not mention them, after its entries.
 */
export function orderModules(
  moduleBar: readonly ModuleBarEntry[] | null | undefined,
  isAdmin: boolean,
  extensionModules: readonly ModuleConfig[] = [],
): ModuleLink[] {
  const extensions = extensionModules.map(extensionModuleLink);
  const allowed = [...MODULES, ...extensions].filter((module) => isAdmin || !module.isAdminOnly);
  const strip = ({ isAdminOnly: _isAdminOnly, ...link }: ModuleLink & { isAdminOnly: boolean }): ModuleLink => link;
  if (!Array.isArray(moduleBar) || moduleBar.length === 0) return allowed.map(strip);
  const result: ModuleLink[] = [];
  for (const entry of moduleBar) {
    if (!entry || !entry.enabled) continue;
    if (entry.type === 'link') {
      const link = customLink(entry);
      if (link) result.push(link);
      continue;
    }
    const module = allowed.find((candidate) => candidate.id === entry.id);
    if (module && !result.some((shown) => shown.id === module.id)) result.push(strip(module));
  }
  for (const module of extensions) {
    const isMentioned = moduleBar.some((entry) => entry?.type !== 'link' && entry?.id === module.id);
    if (!isMentioned && allowed.includes(module)) result.push(strip(module));
  }
  // Settings can't be hidden from administrators: without it they could not show it again.
  const settings = allowed.find((module) => module.id === 'settings');
  if (settings && !result.some((shown) => shown.id === 'settings')) result.push(strip(settings));
  return result;
}

/** A custom link: http(s) opens elsewhere, a path of this app in it; anything else is not shown. */
function customLink(entry: Extract<ModuleBarEntry, { type: 'link' }>): ModuleLink | null {
  const url = typeof entry.url === 'string' ? entry.url.trim() : '';
  const isInternal = url.startsWith('/') && !url.startsWith('//');
  if (!isInternal && !/^https?:\/\//i.test(url)) return null;
  return { id: `link:${entry.id}`, label: entry.name || url, to: url, icon: entry.icon ?? 'link', isExternal: !isInternal };
}
