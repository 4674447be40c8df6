import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerBundle, type BuiltInIds } from './load-app-extensions.js';

const component = () => null;
const BUILT_IN: BuiltInIds = {
  interfaces: new Set(['input']),
  displays: new Set(['raw']),
  layouts: new Set(['tabular']),
  panels: new Set(['metric']),
  modules: new Set(['content']),
};

describe('registerBundle', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keys every usable config by id and logs and skips the rest', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const loaded = registerBundle(
      {
        interfaces: [
          { id: 'shouting', name: 'Shouting', types: ['string'], component },
          { id: 'input', name: 'Replaces a built-in', types: ['string'], component },
          { id: 'shouting', name: 'Twice', types: ['string'], component },
          { id: '__proto__', name: 'Hostile', types: ['string'], component },
          { id: 'constructor', name: 'Hostile', types: ['string'], component },
          { id: 'no-types', name: 'No types', component } as never,
          { id: 'no-component', name: 'No component', types: ['string'] } as never,
          null as never,
        ],
        displays: [{ id: 'loud', name: 'Loud', types: ['string'], component }],
        modules: [
          { id: 'reports', name: 'Reports', routes: [{ path: '', component }] },
          { id: 'content', name: 'Takes a built-in path', routes: [{ path: '', component }] },
          { id: 'empty', name: 'Empty', routes: [] },
          { id: 'bad-route', name: 'Bad', routes: [{ path: '', component: 'nope' as never }] },
        ],
        panels: 'not a list' as never,
      },
      BUILT_IN,
    );
    expect([...loaded.interfaces.keys()]).toEqual(['shouting']);
    expect(loaded.interfaces.get('shouting')?.name).toBe('Shouting');
    expect([...loaded.displays.keys()]).toEqual(['loud']);
    expect([...loaded.modules.keys()]).toEqual(['reports']);
    expect(loaded.panels.size).toBe(0);
    expect(loaded.layouts.size).toBe(0);
    expect(errors).toHaveBeenCalledTimes(10);
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual(
      expect.arrayContaining([
        expect.stringContaining('"input" of interfaces has the id of one already registered'),
        expect.stringContaining('an app extension of interfaces has no valid id'),
        expect.stringContaining('an app extension of modules has no routes'),
      ]),
    );
  });
});
