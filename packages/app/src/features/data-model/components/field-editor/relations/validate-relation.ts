import type { FieldKind } from '../types/field-types.js';
import { i18n } from '../../../../../lib/i18n/i18n.js';
import type { RelationDraft } from './relation-draft.js';
import { translatedFields } from './relation-setup.js';

const NAME = /^[a-z_][a-z0-9_]*$/;
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
  if (['m2o', 'o2m', 'm2m'].includes(kind) && !draft.related) errors.related = i18n.t('dataModel.chooseRelated');
  if (kind === 'm2a' && draft.allowedCollections.length === 0) errors.allowed = i18n.t('dataModel.chooseAtLeastOne');
  if (JUNCTION_KINDS.includes(kind) && draft.junction !== null) {
    if (!NAME.test(draft.junction)) errors.junction = i18n.t('dataModel.nameRule');
    else if (existingCollections.includes(draft.junction)) errors.junction = i18n.t('dataModel.collectionExists', { name: draft.junction });
  }
  if (kind === 'o2m' && draft.reverseField !== null && !NAME.test(draft.reverseField)) errors.reverse = i18n.t('dataModel.nameRule');
  if (draft.sortField && !NAME.test(draft.sortField)) errors.sort = i18n.t('dataModel.nameRule');
  if (kind === 'translations') {
    const bad = translatedFields(draft).find((name) => !NAME.test(name) || name === 'id' || name.startsWith(`${request.collection}_`));
    if (bad) errors.translated = i18n.t('dataModel.badTranslatedField', { name: bad });
  }
  return errors;
}
