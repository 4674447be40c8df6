import type { AppExtensionType } from '@tessera/extensions-sdk';

/** The bundle's list export for each app extension type (`AppExtensionsBundle`). */
const LIST_OF_TYPE: Readonly<Record<AppExtensionType, string>> = {
  interface: 'interfaces',
  display: 'displays',
  layout: 'layouts',
  module: 'modules',
  panel: 'panels',
};

export interface IndexModuleEntry {
  name: string;
  type: AppExtensionType;
  /** URL of the entry's module relative to `/extensions/sources/index.js`. */
  url: string;
}

/**
 * `/extensions/sources/index.js`: imports every entry on its own (a dynamic import each, so one
 * extension that fails to load or throws is logged in the browser console and skipped, and the
 * others still arrive) and exports one list per type, as the reference's app bundle does.
 * Values are embedded with JSON.stringify, so no name can break out of its string.
 */
export function appExtensionIndexModule(entries: readonly IndexModuleEntry[]): string {
  const table = entries.map((entry) => [entry.type, entry.name, entry.url]);
  const lists = Object.entries(LIST_OF_TYPE).map(([type, list]) => `export const ${list} = of(${JSON.stringify(type)});`);
  return [
    `const entries = ${JSON.stringify(table)};`,
    'const load = async ([type, name, url]) => {',
    '  try {',
    '    const module = await import(url);',
    "    if (module.default === undefined) throw new Error('its module has no default export');",
    '    return [type, module.default];',
    '  } catch (error) {',
    '    console.error(`Tessera: the app extension "${name}" failed to load and is skipped.`, error);',
    '    return [type, undefined];',
    '  }',
    '};',
    'const loaded = await Promise.all(entries.map(load));',
    'const of = (wanted) => loaded.filter(([type, config]) => type === wanted && config !== undefined).map(([, config]) => config);',
    ...lists,
    'export const operations = [];',
    'export const themes = [];',
    '',
  ].join('\n');
}
