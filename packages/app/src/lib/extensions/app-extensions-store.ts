import type { DisplayConfig, InterfaceConfig, LayoutConfig, ModuleConfig, PanelConfig } from '@tessera/extensions-sdk';

/** The app extensions loaded from the server, by id (Maps: an id such as `__proto__` is only a key). */
export interface LoadedAppExtensions {
  interfaces: ReadonlyMap<string, InterfaceConfig>;
  displays: ReadonlyMap<string, DisplayConfig>;
  layouts: ReadonlyMap<string, LayoutConfig>;
  panels: ReadonlyMap<string, PanelConfig>;
  modules: ReadonlyMap<string, ModuleConfig>;
}

export type AppExtensionsState = { status: 'idle' | 'loading' } | { status: 'ready'; extensions: LoadedAppExtensions };

export const NO_APP_EXTENSIONS: LoadedAppExtensions = {
  interfaces: new Map(),
  displays: new Map(),
  layouts: new Map(),
  panels: new Map(),
  modules: new Map(),
};

let state: AppExtensionsState = { status: 'idle' };
const listeners = new Set<() => void>();

export function appExtensionsState(): AppExtensionsState {
  return state;
}

export function setAppExtensionsState(next: AppExtensionsState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeAppExtensions(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The loaded extensions, or none while they load (for code outside React). */
export function loadedAppExtensions(): LoadedAppExtensions {
  return state.status === 'ready' ? state.extensions : NO_APP_EXTENSIONS;
}
