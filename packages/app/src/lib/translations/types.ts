/** A row of `directus_translations`: one key's text in one language. */
export interface TranslationString {
  id: string;
  key: string;
  language: string;
  value: string;
}

export type NewTranslationString = Omit<TranslationString, 'id'>;

/** `/translations` as the app uses it (api-reference §2): the strings editor and `$t:` labels. */
export interface TranslationsMethods {
  /** Every string, or those of the given languages, sorted by key then language. */
  readTranslationStrings(languages?: readonly string[]): Promise<TranslationString[]>;
  /** `POST /translations` with an array: one key's values in several languages, all or none. */
  createTranslationStrings(rows: readonly NewTranslationString[]): Promise<TranslationString[]>;
  /** `PATCH /translations/:id`. */
  updateTranslationString(id: string, patch: Partial<NewTranslationString>): Promise<TranslationString>;
  /** `DELETE /translations` with the ids. */
  deleteTranslationStrings(ids: readonly string[]): Promise<void>;
}
