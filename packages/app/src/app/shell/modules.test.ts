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

describe('orderModules with app extensions', () => {
  const page = () => null;
  const reports = { id: 'reports', name: 'Reports', icon: 'summarize', routes: [{ path: '', component: page }] };
  const audit = { id: 'audit', name: 'Audit', routes: [{ path: '', component: page }], adminOnly: true };

  it('adds extension modules after the built-in ones, admin-only ones for administrators only', () => {
    expect(orderModules(null, true, [reports, audit]).map((module) => [module.id, module.to, module.icon])).toEqual([
      ['content', '/content', 'box'],
      ['users', '/users', 'people_alt'],
      ['files', '/files', 'folder'],
      ['insights', '/insights', 'insert_chart'],
      ['settings', '/settings', 'settings'],
      ['reports', '/reports', 'summarize'],
      ['audit', '/audit', 'extension'],
    ]);
    expect(orderModules(null, false, [reports, audit]).map((module) => module.id)).toEqual([
      'content',
      'users',
      'files',
      'insights',
      'reports',
    ]);
  });

  it('follows module_bar for an extension module it mentions, and appends the ones it does not', () => {
    const bar = [
      { type: 'module' as const, id: 'audit', enabled: true },
      { type: 'module' as const, id: 'content', enabled: true },
      { type: 'module' as const, id: 'reports', enabled: false },
    ];
    expect(orderModules(bar, true, [reports, audit]).map((module) => module.id)).toEqual(['audit', 'content', 'settings']);
    expect(orderModules(bar.slice(1, 2), true, [reports, audit]).map((module) => module.id)).toEqual([
      'content',
      'reports',
      'audit',
      'settings',
    ]);
  });
});
