import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import type { AppExtensionsBundle, DisplayConfig, InterfaceConfig, LayoutConfig, ModuleConfig, PanelConfig } from '@tessera/extensions-sdk';
import { appExtensionsState, setAppExtensionsState, type LoadedAppExtensions } from './app-extensions-store.js';
import { appExtensionProblem, type BundleList } from './validate-app-extension.js';

/** Ids of the app's own interfaces, displays, … per list: an extension never replaces one. */
export type BuiltInIds = Readonly<Record<BundleList, ReadonlySet<string>>>;

/**
 * The app's React for the extensions: the server serves `/extensions/sources/shims/react.js` and
 * `react-jsx-runtime.js` re-exporting these, and points the extensions' bare `react` imports there
 * (the admin CSP allows no inline import map). One React instance, so their hooks work.
 */
export function exposeReactToExtensions(): void {
  const host = globalThis as { __tessera?: { react: unknown; jsxRuntime: unknown } };
  host.__tessera = { react: React, jsxRuntime: JsxRuntime };
}

function byId<Config extends { id: string }>(list: BundleList, configs: unknown, builtIn: ReadonlySet<string>): Map<string, Config> {
  const result = new Map<string, Config>();
  if (!Array.isArray(configs)) return result;
  for (const config of configs) {
    const problem = appExtensionProblem(list, config);
    const id = (config as { id?: unknown })?.id;
    if (problem) console.error(`Tessera: an app extension of ${list} ${problem}; skipped.`, config);
    else if (builtIn.has(id as string) || result.has(id as string))
      console.error(`Tessera: the app extension "${String(id)}" of ${list} has the id of one already registered; skipped.`);
    else result.set(id as string, config as Config);
  }
  return result;
}

/** The bundle's lists checked and keyed by id; what cannot be used is logged and left out. */
export function registerBundle(bundle: Partial<AppExtensionsBundle>, builtIn: BuiltInIds): LoadedAppExtensions {
  return {
    interfaces: byId<InterfaceConfig>('interfaces', bundle.interfaces, builtIn.interfaces),
    displays: byId<DisplayConfig>('displays', bundle.displays, builtIn.displays),
    layouts: byId<LayoutConfig>('layouts', bundle.layouts, builtIn.layouts),
    panels: byId<PanelConfig>('panels', bundle.panels, builtIn.panels),
    modules: byId<ModuleConfig>('modules', bundle.modules, builtIn.modules),
  };
}

const EMPTY: Partial<AppExtensionsBundle> = {};

/**
 * Imports `<API>/extensions/sources/index.js` once (after sign-in) and publishes what it holds.
 * `install` adds them to the app's registries before anyone is told they are ready. When the
 * bundle cannot load at all the app carries on without extensions (logged).
 */
export async function loadAppExtensions(
  apiUrl: string,
  builtIn: BuiltInIds,
  install: (extensions: LoadedAppExtensions) => void = () => {},
): Promise<void> {
  if (appExtensionsState().status !== 'idle') return;
  setAppExtensionsState({ status: 'loading' });
  exposeReactToExtensions();
  let bundle = EMPTY;
  try {
    bundle = (await import(/* @vite-ignore */ `${apiUrl}/extensions/sources/index.js`)) as Partial<AppExtensionsBundle>;
  } catch (error) {
    console.error('Tessera: the app extensions could not be loaded; the app runs without them.', error);
  }
  const extensions = registerBundle(bundle, builtIn);
  install(extensions);
  setAppExtensionsState({ status: 'ready', extensions });
}
