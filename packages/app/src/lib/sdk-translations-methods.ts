import { createTranslations, deleteTranslations, readTranslations, updateTranslation } from '@tessera/sdk';
import type { RestCommand } from '@tessera/sdk';
import type { TranslationString, TranslationsMethods } from './translations/types.js';

type Request = <Output>(cmd: RestCommand<Output>) => Promise<Output>;

const FIELDS = ['id', 'key', 'language', 'value'] as const;

/** The translation strings' part of the SDK adapter. The SDK types rows by its own schema; the app's are narrower, hence the casts. */
export function sdkTranslationsMethods(request: Request): TranslationsMethods {
  return {
    readTranslationStrings: async (languages) => {
      const filter = languages ? { language: { _in: [...languages] } } : undefined;
      const query = { fields: FIELDS, sort: ['key', 'language'], limit: -1, ...(filter ? { filter } : {}) };
      return (await request(readTranslations(query as never))) as unknown as TranslationString[];
    },
    createTranslationStrings: async (rows) =>
      (await request(createTranslations(rows as never, { fields: FIELDS }))) as unknown as TranslationString[],
    updateTranslationString: async (id, patch) =>
      (await request(updateTranslation(id, patch as never, { fields: FIELDS }))) as unknown as TranslationString,
    async deleteTranslationStrings(ids) {
      await request(deleteTranslations([...ids] as never));
    },
  };
}
