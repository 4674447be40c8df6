import { afterEach, describe, expect, it } from 'vitest';
import { appLanguageOf, applyLanguage, i18n } from './i18n.js';

afterEach(async () => {
  await applyLanguage('en-US');
});

describe('appLanguageOf', () => {
  it.each([
    ['de-DE', 'de'],
    ['de', 'de'],
    ['DE_at', 'de'],
    ['en-GB', 'en'],
    ['fr-FR', 'en'],
    ['', 'en'],
    [null, 'en'],
  ])('%s → %s', (tag, language) => {
    expect(appLanguageOf(tag)).toBe(language);
  });
});

describe('applyLanguage', () => {
  it('starts in English without waiting', () => {
    expect(i18n.t('collection.createItem')).toBe('Create item');
  });

  it("loads German for a de-DE user and sets <html lang> to the user's tag", async () => {
    await applyLanguage('de-DE');
    expect(i18n.t('collection.createItem')).toBe('Eintrag erstellen');
    expect(i18n.t('shell.notificationsUnread', { count: 3 })).toBe('Benachrichtigungen, 3 ungelesen');
    expect(document.documentElement.lang).toBe('de-DE');
  });

  it('falls back to English for a language the app lacks, and for a key German lacks', async () => {
    await applyLanguage('fr-FR');
    expect(i18n.t('shell.signOut')).toBe('Sign out');
    expect(document.documentElement.lang).toBe('en');
    await applyLanguage('de-DE');
    i18n.extend('en', { test: { onlyInEnglish: 'Only in English' } });
    expect(i18n.t('test.onlyInEnglish' as never)).toBe('Only in English');
  });
});
