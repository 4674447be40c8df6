import { describe, expect, it } from 'vitest';
import { makeField } from '../../../../testing/fixtures.js';
import { columnOptionsOf } from './column-options.js';

describe('column picker options', () => {
  it('follow the field order, with grouped fields under their (nested) groups and no presentation fields', () => {
    const fields = [
      makeField('pages', 'views', 'integer', { sort: 5 }),
      makeField('pages', 'seo_title', 'string', { sort: 1, group: 'seo' }),
      makeField('pages', 'title', 'string', { sort: 1 }),
      makeField('pages', 'seo', 'alias', { special: ['alias', 'no-data', 'group'], interface: 'group-detail', sort: 3 }),
      makeField('pages', 'divider', 'alias', { special: ['alias', 'no-data'], interface: 'presentation-divider', sort: 2 }),
      makeField('pages', 'social', 'alias', { special: ['alias', 'no-data', 'group'], interface: 'group-raw', sort: 2, group: 'seo' }),
      makeField('pages', 'og_image', 'string', { sort: 1, group: 'social' }),
      makeField('pages', 'seo_text', 'text', { sort: 3, group: 'seo' }),
    ];
    expect(columnOptionsOf(fields)).toEqual([
      { key: 'title', label: 'Title', group: null },
      { key: 'seo_title', label: 'Seo Title', group: 'Seo' },
      { key: 'og_image', label: 'Og Image', group: 'Seo / Social' },
      { key: 'seo_text', label: 'Seo Text', group: 'Seo' },
      { key: 'views', label: 'Views', group: null },
    ]);
  });
});
