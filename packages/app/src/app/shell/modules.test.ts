import { describe, expect, it } from 'vitest';
import { orderModules } from './modules.js';

describe('orderModules', () => {
  it('uses the default order and hides settings from non-admins', () => {
    expect(orderModules(null, false).map((module) => module.id)).toEqual(['content', 'users', 'files', 'insights']);
    expect(orderModules(null, true).map((module) => module.id)).toContain('settings');
  });

  it('follows settings.module_bar: order, disabled modules and custom links', () => {
    const bar = [
      { type: 'module' as const, id: 'files', enabled: true },
      { type: 'link' as const, id: 'docs', name: 'Docs', url: 'https://docs.test', enabled: true },
      { type: 'module' as const, id: 'content', enabled: true },
      { type: 'module' as const, id: 'users', enabled: false },
      { type: 'module' as const, id: 'settings', enabled: true },
    ];
    expect(orderModules(bar, false).map((module) => [module.id, module.to])).toEqual([
      ['files', '/files'],
      ['docs', 'https://docs.test'],
      ['content', '/content'],
    ]);
  });
});
