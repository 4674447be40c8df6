import { collectionLabel, fieldLabel } from './labels.js';
import type { Collection, Field } from './types.js';

interface NameTranslation {
  language: string;
  translation: string;
}

function readTranslations(value: unknown): NameTranslation[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is NameTranslation =>
      typeof entry === 'object' && entry !== null && typeof entry.language === 'string' && typeof entry.translation === 'string',
  );
}

/** The translation for a language: the exact tag (`de-CH`), else the same language (`de-DE` for `de-CH`). */
function translationFor(translations: NameTranslation[], language: string | null): string | null {
  if (!language) return null;
  const exact = translations.find((entry) => entry.language.toLowerCase() === language.toLowerCase() && entry.translation !== '');
  if (exact) return exact.translation;
  const base = language.split('-')[0]?.toLowerCase();
  return (
    translations.find((entry) => entry.language.split('-')[0]?.toLowerCase() === base && entry.translation !== '')?.translation ?? null
  );
}

/** A collection's name for people: its `meta.translations` entry for the language, else its key title-cased. */
export function collectionTitle(collection: Collection, language: string | null): string {
  return translationFor(readTranslations(collection.meta?.translations), language) ?? collectionLabel(collection.collection);
}

/** A field's name for people: its `meta.translations` entry for the language, else its key title-cased. */
export function fieldTitle(field: Field, language: string | null): string {
  return translationFor(readTranslations(field.meta?.translations), language) ?? fieldLabel(field);
}
