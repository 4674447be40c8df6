import type { AppClient } from '../lib/app-client.js';
import type { Item } from '../lib/schema/types.js';
import type { NewTranslationString, TranslationString, TranslationsMethods } from '../lib/translations/types.js';

/** What the fake's translation methods need from the fake client. */
export interface FakeTranslationsStore {
  record(method: keyof AppClient, args: unknown[]): void;
  rowsOf(collection: string): Item[];
  /** Throws the API's FAILED_VALIDATION answer, one entry per failing field. */
  failValidation(problems: { field: string; message: string }[]): never;
}

let nextId = 1;
const newId = () => `00000000-0000-4000-9000-${String(nextId++).padStart(12, '0')}`;

const FIELDS = ['key', 'language', 'value'] as const;

/** The server's rule (routes/translations.ts): key, language and value are required strings. */
function problemsOf(row: Partial<NewTranslationString>, isCreate: boolean): { field: string; message: string }[] {
  return FIELDS.flatMap((field) => {
    if (!isCreate && !(field in row)) return [];
    const value = row[field];
    // Worded as the server's FAILED_VALIDATION entries are.
    const failed = (reason: string) => [{ field, message: `Validation failed for field "${field}". ${reason}` }];
    if (value === undefined || value === null || value === '') return failed('Value is required.');
    return typeof value === 'string' ? [] : failed('Value has to be a string.');
  });
}

const byKeyThenLanguage = (a: TranslationString, b: TranslationString) =>
  a.key.localeCompare(b.key) || a.language.localeCompare(b.language);

/** `/translations` over `items.directus_translations`. */
export function fakeTranslationsMethods(store: FakeTranslationsStore): TranslationsMethods {
  const rows = () => store.rowsOf('directus_translations') as unknown as TranslationString[];
  return {
    async readTranslationStrings(languages) {
      store.record('readTranslationStrings', languages ? [[...languages]] : []);
      const found = rows().filter((row) => !languages || languages.includes(row.language));
      return structuredClone(found).sort(byKeyThenLanguage);
    },
    async createTranslationStrings(input) {
      store.record('createTranslationStrings', [structuredClone(input)]);
      const problems = input.flatMap((row) => problemsOf(row, true));
      if (problems.length > 0) store.failValidation(problems);
      const created = input.map((row) => ({ id: newId(), key: row.key, language: row.language, value: row.value }));
      rows().push(...created);
      return structuredClone(created);
    },
    async updateTranslationString(id, patch) {
      store.record('updateTranslationString', [id, structuredClone(patch)]);
      const problems = problemsOf(patch, false);
      if (problems.length > 0) store.failValidation(problems);
      const row = rows().find((entry) => entry.id === id);
      Object.assign(row ?? {}, patch);
      return structuredClone(row as TranslationString);
    },
    async deleteTranslationStrings(ids) {
      store.record('deleteTranslationStrings', [[...ids]]);
      const list = rows();
      list.splice(0, list.length, ...list.filter((row) => !ids.includes(row.id)));
    },
  };
}
