import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useClient } from '../../../lib/client-context.js';
import { TRANSLATION_STRINGS_KEY } from '../../../lib/translations/use-translate-literal.js';
import type { TranslationString } from '../../../lib/translations/types.js';
import { planSave } from '../components/translations/plan-save.js';
import type { DraftString } from '../components/translations/plan-save.js';

/** Every translation string, for the editor. */
export function useTranslationStrings() {
  const client = useClient();
  return useQuery({ queryKey: [...TRANSLATION_STRINGS_KEY, 'all'], queryFn: () => client.readTranslationStrings() });
}

/**
 * Saves one key's values: new languages are created together (all or none), changed ones
 * updated, removed ones deleted. Every `$t:` label in the app is read again afterwards.
 */
export function useSaveTranslationKey() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ original, draft }: { original: readonly TranslationString[]; draft: DraftString }) => {
      const plan = planSave(original, draft);
      if (plan.create.length > 0) await client.createTranslationStrings(plan.create);
      for (const { id, patch } of plan.update) await client.updateTranslationString(id, patch);
      if (plan.remove.length > 0) await client.deleteTranslationStrings(plan.remove);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: TRANSLATION_STRINGS_KEY }),
  });
}

/** Deletes every language of one key. */
export function useDeleteTranslationKey() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: readonly TranslationString[]) => client.deleteTranslationStrings(rows.map((row) => row.id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TRANSLATION_STRINGS_KEY }),
  });
}
