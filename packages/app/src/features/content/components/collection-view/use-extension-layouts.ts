import type { LayoutConfig } from '@tessera/extensions-sdk';
import { useSyncExternalStore } from 'react';
import { appExtensionsState, loadedAppExtensions, subscribeAppExtensions } from '../../../../lib/extensions/app-extensions-store.js';
import { isBuiltInLayout } from './layout-state.js';

/** The installed layout extensions, by id (none while the extensions load). */
export function useExtensionLayouts(): ReadonlyMap<string, LayoutConfig> {
  const state = useSyncExternalStore(subscribeAppExtensions, appExtensionsState);
  return state.status === 'ready' ? state.extensions.layouts : new Map();
}

/** Whether an id names an installed layout extension (for code outside React, e.g. reading a preset). */
export function isInstalledExtensionLayout(id: string): boolean {
  return loadedAppExtensions().layouts.has(id);
}

/**
 * The layout the page shows for the one chosen: cards only with an image field, an extension
 * layout only while it is installed; anything else is the table.
 */
export function shownLayout(chosen: string, canUseCards: boolean, extensions: ReadonlyMap<string, LayoutConfig>): string {
  if (chosen === 'cards') return canUseCards ? 'cards' : 'tabular';
  if (isBuiltInLayout(chosen) || extensions.has(chosen)) return chosen;
  return 'tabular';
}
