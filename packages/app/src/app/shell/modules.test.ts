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
      ['link:docs', 'https://docs.test'],
      ['content', '/content'],
    ]);
  });

  it('keeps settings for administrators even when the bar hides or lacks it', () => {
    const hidden = [
      { type: 'module' as const, id: 'content', enabled: true },
      { type: 'module' as const, id: 'settings', enabled: false },
    ];
    expect(orderModules(hidden, true).map((module) => module.id)).toEqual(['content', 'settings']);
    expect(orderModules([{ type: 'module', id: 'users', enabled: true }], true).map((module) => module.id)).toEqual(['users', 'settings']);
  });

  it('opens http(s) links elsewhere, app paths in the app, and drops any other URL', () => {
    const bar = [
      { type: 'link' as const, id: 'a', name: 'Articles', url: '/content/articles', icon: 'article', enabled: true },
      { type: 'link' as const, id: 'b', name: 'Bad', url: 'javascript:alert(1)', enabled: true },
      { type: 'link' as const, id: 'c', name: 'Protocol relative', url: '//evil.test', enabled: true },
      { type: 'link' as const, id: 'd', name: 'Hidden', url: 'https://hidden.test', enabled: false },
      { type: 'link' as const, id: 'e', name: 'Docs', url: 'HTTPS://docs.test', enabled: true },
    ];
    expect(orderModules(bar, false)).toEqual([
      { id: 'link:a', label: 'Articles', to: '/content/articles', icon: 'article', isExternal: false },
      { id: 'link:e', label: 'Docs', to: 'HTTPS://docs.test', icon: 'link', isExternal: true },
    ]);
  });
});
