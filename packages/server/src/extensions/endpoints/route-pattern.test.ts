import { describe, expect, it } from 'vitest';
import { compileRoutePattern } from './route-pattern.js';

describe('compileRoutePattern', () => {
  const cases: Array<[pattern: string, path: string, params: Record<string, string> | null, prefix?: boolean]> = [
    ['/', '/', {}],
    ['/', '/x', null],
    ['/', '/x', {}, true],
    ['/notes', '/notes', {}],
    ['/notes', '/notes/', {}],
    ['/notes', '/NOTES', {}],
    ['/notes', '/notes/1', null],
    ['/notes/:id', '/notes/42', { id: '42' }],
    ['/notes/:id', '/notes', null],
    ['/notes/:id?', '/notes', {}],
    ['/notes/:id/tags/:tag', '/notes/1/tags/a%20b', { id: '1', tag: 'a b' }],
    ['/files/*', '/files/a/b%2Fc.txt', { 0: 'a/b/c.txt' }],
    ['/admin', '/admin/stats', {}, true],
  ];
  it.each(cases)('%s matches %s', (pattern, path, params, prefix) => {
    const matched = compileRoutePattern(pattern, { prefix: prefix ?? false }).match(path);
    if (params === null) expect(matched).toBeNull();
    else expect({ ...matched }).toEqual({ ...params });
  });

  it('keeps hostile parameter names as plain keys of a null-prototype object', () => {
    const matched = compileRoutePattern('/p/:__proto__/:constructor').match('/p/a/b')!;
    expect(Object.getPrototypeOf(matched)).toBeNull();
    expect(Object.keys(matched)).toEqual(['__proto__', 'constructor']);
    expect(({} as Record<string, unknown>).a).toBeUndefined();
  });

  it('refuses patterns it cannot read, and malformed escapes', () => {
    expect(() => compileRoutePattern('notes')).toThrow(TypeError);
    expect(() => compileRoutePattern('/:a-b')).toThrow(TypeError);
    expect(() => compileRoutePattern(`/${'a/'.repeat(40)}`)).toThrow(TypeError);
    expect(() => compileRoutePattern('/:id').match('/%E0%A4%A')).toThrow(expect.objectContaining({ code: 'INVALID_PAYLOAD' }));
  });
});
