import { describe, expect, it } from 'vitest';
import { filesFilter, scopePath, viewFromParams, viewToParams } from './files-view.js';

describe('files view in the URL', () => {
  it('reads known values and falls back to the defaults for anything else', () => {
    expect(viewFromParams(new URLSearchParams('layout=tabular&sort=-filesize&search=logo&type=image'))).toEqual({
      layout: 'tabular',
      sort: '-filesize',
      search: 'logo',
      type: 'image',
    });
    expect(viewFromParams(new URLSearchParams('layout=weird&sort=password&type=__proto__'))).toEqual({
      layout: 'cards',
      sort: '-uploaded_on',
      search: '',
      type: null,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(viewToParams({ layout: 'cards', sort: '-uploaded_on', search: '', type: null }).toString()).toBe('');
    expect(viewToParams({ layout: 'tabular', sort: 'title', search: 'a b', type: 'video' }).toString()).toBe(
      'layout=tabular&sort=title&search=a+b&type=video',
    );
  });
});

describe('files filter', () => {
  it('filters by scope and type, never listing rows without a type', () => {
    const typed = { type: { _nnull: true } };
    expect(filesFilter({ kind: 'all' }, null)).toEqual({ _and: [typed] });
    expect(filesFilter({ kind: 'root' }, null)).toEqual({ _and: [typed, { folder: { _null: true } }] });
    expect(filesFilter({ kind: 'mine' }, null)).toEqual({ _and: [typed, { uploaded_by: { _eq: '$CURRENT_USER' } }] });
    expect(filesFilter({ kind: 'recent' }, null)).toEqual({ _and: [typed, { uploaded_on: { _gt: '$NOW(-5 days)' } }] });
    expect(filesFilter({ kind: 'folder', folder: 'f1' }, 'image')).toEqual({
      _and: [typed, { folder: { _eq: 'f1' } }, { type: { _starts_with: 'image/' } }],
    });
  });

  it('links each scope to its page', () => {
    expect(scopePath({ kind: 'root' })).toBe('/files');
    expect(scopePath({ kind: 'all' })).toBe('/files/all');
    expect(scopePath({ kind: 'mine' })).toBe('/files/mine');
    expect(scopePath({ kind: 'folder', folder: 'a/b' })).toBe('/files/folders/a%2Fb');
  });
});
