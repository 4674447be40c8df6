import type { NewTranslationString, TranslationString } from '../../../../lib/translations/types.js';

/** One key with its values as the dialog edits them; `id` is set for a value that is stored already. */
export interface DraftString {
  key: string;
  values: { id?: string; language: string; value: string }[];
}

export interface SavePlan {
  create: NewTranslationString[];
  update: { id: string; patch: Partial<NewTranslationString> }[];
  remove: string[];
}

/** The writes that turn the stored rows of a key into the draft (a renamed key renames every row). */
export function planSave(original: readonly TranslationString[], draft: DraftString): SavePlan {
  const byId = new Map(original.map((row) => [row.id, row]));
  const kept = new Set<string>();
  const plan: SavePlan = { create: [], update: [], remove: [] };
  for (const entry of draft.values) {
    const stored = entry.id ? byId.get(entry.id) : undefined;
    if (!stored) {
      plan.create.push({ key: draft.key, language: entry.language, value: entry.value });
      continue;
    }
    kept.add(stored.id);
    const patch: Partial<NewTranslationString> = {};
    if (stored.key !== draft.key) patch.key = draft.key;
    if (stored.language !== entry.language) patch.language = entry.language;
    if (stored.value !== entry.value) patch.value = entry.value;
    if (Object.keys(patch).length > 0) plan.update.push({ id: stored.id, patch });
  }
  plan.remove = original.filter((row) => !kept.has(row.id)).map((row) => row.id);
  return plan;
}
