import type { LayoutConfig } from '@tessera/extensions-sdk';
import { describe, expect, it } from 'vitest';
import { shownLayout } from './use-extension-layouts.js';

const installed = new Map<string, LayoutConfig>([['titles-list', { id: 'titles-list', name: 'Titles list', component: () => null }]]);

describe('shownLayout', () => {
  it('shows a built-in layout, cards only with an image field, and an installed extension layout', () => {
    expect(shownLayout('kanban', false, installed)).toBe('kanban');
    expect(shownLayout('cards', true, installed)).toBe('cards');
    expect(shownLayout('cards', false, installed)).toBe('tabular');
    expect(shownLayout('titles-list', false, installed)).toBe('titles-list');
  });

  it('shows the table for a layout that is not installed, hostile names included', () => {
    for (const layout of ['titles-list', 'mosaic', '__proto__', 'constructor', ''])
      expect(shownLayout(layout, true, layout === 'titles-list' ? new Map() : installed)).toBe('tabular');
  });
});
