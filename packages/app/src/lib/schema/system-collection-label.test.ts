import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../i18n/i18n.js';
import { systemCollectionLabel } from './system-collection-label.js';

describe('systemCollectionLabel', () => {
  afterEach(() => applyLanguage('en-US'));

  it.each([
    ['directus_files', 'Files'],
    ['directus_users', 'Users'],
    ['directus_activity', 'Activity'],
    ['directus_translations', 'Translations'],
    ['directus_some_new_table', 'Some New Table'],
  ])('names %s "%s"', (collection, label) => {
    expect(systemCollectionLabel(collection)).toBe(label);
  });

  it('names them in German for a German user', async () => {
    await applyLanguage('de-DE');
    expect(['directus_files', 'directus_users', 'directus_revisions', 'directus_shares'].map(systemCollectionLabel)).toEqual([
      'Dateien',
      'Benutzer',
      'Revisionen',
      'Freigaben',
    ]);
  });

  it('leaves the user data model alone', () => {
    expect(systemCollectionLabel('articles')).toBeNull();
    expect(systemCollectionLabel('directus_')).toBeNull();
  });
});
