import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useClient } from '../client-context.js';
import { useUserLanguage } from '../use-user-language.js';
import { stringsFor, translateLiteral } from './translate-literal.js';

/** The query key prefix of every read of `/translations`; the editor invalidates it after a write. */
export const TRANSLATION_STRINGS_KEY = ['translation-strings'] as const;

/** The project's default language: `$t:` strings fall back to it. */
const FALLBACK_LANGUAGE = 'en-US';

/**
 * A function turning `$t:<key>` literals into the signed-in user's language. The strings are read
 * once per language, and only when one of `literals` needs them: plain names never wait for them.
 */
export function useTranslateLiteral(literals: readonly (string | null | undefined)[]): (literal: string) => string {
  const client = useClient();
  const language = useUserLanguage() ?? FALLBACK_LANGUAGE;
  const strings = useQuery({
    queryKey: [...TRANSLATION_STRINGS_KEY, 'for', language],
    queryFn: async () => stringsFor(await client.readTranslationStrings([language, FALLBACK_LANGUAGE]), language, FALLBACK_LANGUAGE),
    staleTime: 5 * 60_000,
    enabled: literals.some((literal) => literal?.startsWith('$t:')),
  }).data;
  return useCallback((literal: string) => translateLiteral(literal, strings ?? new Map<string, string>()), [strings]);
}
