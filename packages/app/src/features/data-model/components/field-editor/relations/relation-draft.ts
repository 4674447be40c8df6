import type { Field } from '../../../../../lib/schema/types.js';

/** What the relational set-up dialog collects; a null name means "use the suggestion". */
export interface RelationDraft {
  /** m2o / o2m / m2m: the related collection; translations: the languages collection. */
  related: string;
  /** m2m, m2a, translations, files: the junction collection. */
  junction: string | null;
  /** o2m: the related collection's key pointing back here (an existing field or a new one). */
  reverseField: string | null;
  /** o2m, m2m, m2a: the field holding the manual order ('' for none). */
  sortField: string;
  /** o2m, m2m, m2a, translations, files: what happens to a related row taken off the list. */
  deselectAction: 'nullify' | 'delete';
  /** m2a: the collections an item may point at. */
  allowedCollections: string[];
  /** translations: comma-separated keys of the translated fields to create in the junction. */
  translatedFields: string;
}

export const EMPTY_RELATION_DRAFT: RelationDraft = {
  related: '',
  junction: null,
  reverseField: null,
  sortField: '',
  deselectAction: 'nullify',
  allowedCollections: [],
  translatedFields: '',
};

/** What the set-up knows of the existing data model when it names things. */
export interface SetupSchema {
  collections: ReadonlySet<string>;
  /** Fields of the collections involved, by collection (those not read are unknown). */
  fields: ReadonlyMap<string, readonly Field[]>;
}

export interface PrimaryKey {
  field: string;
  type: string;
}

const KNOWN_KEYS = new Map<string, PrimaryKey>([
  ['directus_files', { field: 'id', type: 'uuid' }],
  ['directus_users', { field: 'id', type: 'uuid' }],
]);

/** The primary key of a collection: from its fields when read, else the system's or `id` integer. */
export function primaryKeyOf(schema: SetupSchema, collection: string): PrimaryKey {
  const key = schema.fields.get(collection)?.find((field) => field.schema?.is_primary_key);
  if (key) return { field: key.field, type: key.type };
  return KNOWN_KEYS.get(collection) ?? { field: 'id', type: 'integer' };
}

export function fieldExists(schema: SetupSchema, collection: string, field: string): boolean {
  return schema.fields.get(collection)?.some((entry) => entry.field === field) ?? false;
}

/** `base`, or `base_1`, `base_2`… the first that `isTaken` refuses; a `directus_` name gets a `junction_` prefix. */
export function freeName(base: string, isTaken: (name: string) => boolean): string {
  const stem = base.startsWith('directus_') ? `junction_${base}` : base;
  let name = stem;
  for (let index = 1; isTaken(name); index += 1) name = `${stem}_${index}`;
  return name;
}

export const LANGUAGES_COLLECTION = 'languages';

/** The languages a new languages collection starts with (as the reference seeds it). */
export const SEED_LANGUAGES = [
  { code: 'en-US', name: 'English', direction: 'ltr' },
  { code: 'de-DE', name: 'German', direction: 'ltr' },
  { code: 'fr-FR', name: 'French', direction: 'ltr' },
  { code: 'es-ES', name: 'Spanish', direction: 'ltr' },
  { code: 'ar-SA', name: 'Arabic', direction: 'rtl' },
] as const;
