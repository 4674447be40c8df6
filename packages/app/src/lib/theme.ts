import { useEffect } from 'react';
import type { Appearance } from './schema/system-types.js';

const DEFAULT_COLOR = '#6644FF';
const HEX = /^#[0-9a-f]{3,8}$/i;

/**
 * Applies light/dark appearance (`auto` follows the system) and the project colour to the page:
 * `<html data-appearance>` and `--project-color`, which theme.css reads.
 */
export function applyTheme(appearance: Appearance | null | undefined, color: string | null | undefined): void {
  const root = document.documentElement;
  root.dataset.appearance = appearance ?? 'auto';
  root.style.setProperty('--project-color', color && HEX.test(color) ? color : DEFAULT_COLOR);
}

export function useTheme(appearance: Appearance | null | undefined, color: string | null | undefined): void {
  useEffect(() => applyTheme(appearance, color), [appearance, color]);
}
