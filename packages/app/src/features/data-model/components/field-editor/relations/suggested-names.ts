import type { FieldKind } from '../types/field-types.js';
import { LANGUAGES_COLLECTION, fieldExists, freeName, primaryKeyOf } from './relation-draft.js';
import type { RelationDraft, SetupSchema } from './relation-draft.js';

/** The names a relational set-up uses: the user's where given, else suggestions that collide with nothing. */
export interface RelationNames {
  /** m2m / files / m2a / translations: the junction collection. */
  junction: string;
  /** Key in the junction pointing back at this collection (`<collection>_<pk>`). */
  junctionCurrent: string;
  /** Key in the junction pointing onward (`<related>_<pk>`, `item` for m2a). */
  junctionRelated: string;
  /** o2m: the related collection's key pointing back here. */
  reverseField: string;
  /** m2o / o2m / m2m / translations / file / files: the collection on the other side. */
  related: string;
}

function junctionBase(collection: string, field: string, kind: FieldKind, related: string): string {
  if (kind === 'translations') return `${collection}_translations`;
  if (kind === 'files') return `${collection}_files`;
  if (kind === 'm2a') return `${collection}_${field || 'items'}`;
  return `${collection}_${related}`;
}

export function relatedCollectionOf(kind: FieldKind, draft: RelationDraft): string {
  if (kind === 'file' || kind === 'files') return 'directus_files';
  if (kind === 'translations') return draft.related || LANGUAGES_COLLECTION;
  return draft.related;
}

export function relationNames(
  collection: string,
  field: string,
  kind: FieldKind,
  draft: RelationDraft,
  schema: SetupSchema,
): RelationNames {
  const related = relatedCollectionOf(kind, draft);
  const junction = draft.junction ?? freeName(junctionBase(collection, field, kind, related), (name) => schema.collections.has(name));
  const junctionCurrent = `${collection}_${primaryKeyOf(schema, collection).field}`;
  // A new languages collection is keyed by `code`.
  const relatedKey = kind === 'translations' && !schema.collections.has(related) ? 'code' : primaryKeyOf(schema, related).field;
  let junctionRelated = kind === 'm2a' ? 'item' : `${related}_${relatedKey}`;
  if (junctionRelated === junctionCurrent) junctionRelated = `related_${junctionRelated}`;
  const reverseField = draft.reverseField ?? freeName(`${collection}_id`, (name) => fieldExists(schema, related, name));
  return { junction, junctionCurrent, junctionRelated, reverseField, related };
}
