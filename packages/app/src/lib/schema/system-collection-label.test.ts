import { describe, expect, it } from 'vitest';
import { systemCollectionLabel } from './system-collection-label.js';

describe('systemCollectionLabel', () => {
  it.each([
    ['directus_files', 'Files'],
    ['directus_users', 'Users'],
    ['directus_activity', 'Activity'],
    ['directus_translations', 'Translations'],
  ])('names %s "%s"', (collection, label) => {
    expect(systemCollectionLabel(collection)).toBe(label);
  });

  it('leaves the user data model alone', () => {
    expect(systemCollectionLabel('articles')).toBeNull();
    expect(systemCollectionLabel('directus_')).toBeNull();
  });
});
