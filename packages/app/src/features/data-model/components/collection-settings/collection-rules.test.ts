import { describe, expect, it } from 'vitest';
import { makeField, makeRelation } from '../../../../testing/fixtures.js';
import { changedMeta, placeholders, sortFieldCandidates, validateCollectionMeta } from './collection-rules.js';

const fields = [
  makeField('articles', 'id', 'integer', {}, { is_primary_key: true, has_auto_increment: true }),
  makeField('articles', 'title', 'string'),
  makeField('articles', 'sort', 'integer'),
  makeField('articles', 'weight', 'float'),
  makeField('articles', 'price', 'decimal'),
  makeField('articles', 'author', 'integer', {}, { foreign_key_table: 'authors', foreign_key_column: 'id' }),
  makeField('articles', 'editor', 'integer'),
  makeField('articles', 'published_on', 'timestamp'),
  makeField('articles', 'tags', 'alias', { special: ['o2m'] }),
];
const relations = [makeRelation('articles', 'editor', 'directus_users')];

describe('collection settings rules (spec §5)', () => {
  it('offers as sort field only numeric fields that are neither primary nor foreign key', () => {
    expect(sortFieldCandidates(fields, relations).map((field) => field.field)).toEqual(['sort', 'weight', 'price']);
  });

  it('refuses a sort field outside those, naming the rule', () => {
    for (const sort_field of ['id', 'title', 'author', 'editor', 'published_on', 'missing']) {
      expect(validateCollectionMeta({ sort_field }, fields, relations).sort_field).toMatch(
        /numeric field .* neither the primary key nor a foreign key/,
      );
    }
    expect(validateCollectionMeta({ sort_field: 'sort' }, fields, relations)).toEqual({});
    expect(validateCollectionMeta({ sort_field: null }, fields, relations)).toEqual({});
  });

  it('requires language and translation text in every translation', () => {
    const errors = validateCollectionMeta(
      {
        translations: [
          { language: 'de-DE', translation: 'Artikel', singular: '', plural: '' },
          { language: ' ', translation: '', singular: 'x', plural: '' },
        ],
      },
      fields,
      relations,
    );
    expect(errors).toEqual({ 'translations.1.language': 'Enter the language.', 'translations.1.translation': 'Enter the translation.' });
  });

  it('checks the archive field, the colour and the preview URL placeholders', () => {
    expect(validateCollectionMeta({ archive_field: 'tags' }, fields, relations).archive_field).toBeDefined();
    expect(validateCollectionMeta({ archive_field: 'title' }, fields, relations)).toEqual({});
    expect(validateCollectionMeta({ color: 'red' }, fields, relations).color).toBeDefined();
    expect(validateCollectionMeta({ preview_url: 'https://site/{{ id }}/{{title}}' }, fields, relations)).toEqual({});
    expect(validateCollectionMeta({ preview_url: 'https://site/{{slug}}' }, fields, relations).preview_url).toBe(
      '{{slug}} is not a field of this collection.',
    );
    expect(placeholders('{{__proto__}}/{{ a.b }}')).toEqual(['__proto__', 'a.b']);
  });

  it('sends only what changed', () => {
    expect(changedMeta({ note: 'a', hidden: false, translations: null }, { note: 'a', hidden: true, translations: null })).toEqual({
      hidden: true,
    });
  });
});
