import type { FieldKind } from '../types/field-types.js';
import type { RelationDraft } from './relation-draft.js';
import { translatedFields } from './relation-setup.js';

const NAME = /^[a-z_][a-z0-9_]*$/;
const NAME_RULE = 'Use lower-case letters, digits and underscores, not starting with a digit.';
const JUNCTION_KINDS: readonly FieldKind[] = ['m2m', 'm2a', 'translations', 'files'];

/**
 * What the relational set-up refuses before sending anything, keyed like the dialog's controls:
 * a missing related collection, an m2a without collections, and names that are malformed or
 * collide (a junction that exists, a translated field that clashes with the junction's keys).
 */
export function validateRelation(
  request: { collection: string; field: string; kind: FieldKind; draft: RelationDraft },
  existingCollections: readonly string[],
): Record<string, string> {
  const { kind, draft } = request;
  const errors: Record<string, string> = {};
  if (['m2o', 'o2m', 'm2m'].includes(kind) && !draft.related) errors.related = 'Choose the related collection.';
  if (kind === 'm2a' && draft.allowedCollections.length === 0) errors.allowed = 'Choose at least one collection.';
  if (JUNCTION_KINDS.includes(kind) && draft.junction !== null) {
    if (!NAME.test(draft.junction)) errors.junction = NAME_RULE;
    else if (existingCollections.includes(draft.junction)) errors.junction = `A collection named "${draft.junction}" already exists.`;
  }
  if (kind === 'o2m' && draft.reverseField !== null && !NAME.test(draft.reverseField)) errors.reverse = NAME_RULE;
  if (draft.sortField && !NAME.test(draft.sortField)) errors.sort = NAME_RULE;
  if (kind === 'translations') {
    const bad = translatedFields(draft).find((name) => !NAME.test(name) || name === 'id' || name.startsWith(`${request.collection}_`));
    if (bad)
      errors.translated = `"${bad}" can't be a translated field: ${NAME_RULE.toLowerCase()} It must not be "id" or a key of the junction.`;
  }
  return errors;
}
