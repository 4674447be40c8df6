import { describe, expect, it } from 'vitest';
import { makeCollection, makeField } from '../../testing/fixtures.js';
import { collectionTitle, fieldTitle } from './translated-name.js';

describe('translated names', () => {
  const collection = makeCollection('blog_posts', {
    translations: [
      { language: 'de-DE', translation: 'Beiträge', singular: 'Beitrag', plural: 'Beiträge' },
      { language: 'fr-FR', translation: '', singular: '', plural: '' },
    ],
  });

  it("takes the language's translation, the same language's other region next, else the key title-cased", () => {
    expect(collectionTitle(collection, 'de-DE')).toBe('Beiträge');
    expect(collectionTitle(collection, 'de-CH')).toBe('Beiträge');
    expect(collectionTitle(collection, 'fr-FR')).toBe('Blog Posts');
    expect(collectionTitle(collection, null)).toBe('Blog Posts');
  });

  it('reads field translations the same way and ignores malformed entries', () => {
    const field = makeField('blog_posts', 'date_published', 'dateTime', {
      translations: [{ language: 'de-DE', translation: 'Veröffentlicht am' }, { language: 5 }],
    });
    expect(fieldTitle(field, 'de-DE')).toBe('Veröffentlicht am');
    expect(fieldTitle(field, 'en-US')).toBe('Date Published');
  });
});
