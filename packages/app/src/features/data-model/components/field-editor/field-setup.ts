import type { NewCollectionInput, NewFieldInput, NewRelationInput } from '../../../../lib/app-client.js';
import type { FieldMeta } from '../../../../lib/schema/types.js';

export type FieldKind = 'standard' | 'm2o' | 'm2m';

/** The column types offered for a standard field. */
export const STANDARD_TYPES = [
  'string',
  'text',
  'integer',
  'bigInteger',
  'float',
  'decimal',
  'boolean',
  'timestamp',
  'dateTime',
  'date',
  'time',
  'uuid',
  'json',
  'csv',
] as const;

export interface FieldForm {
  kind: FieldKind;
  field: string;
  type: string;
  interface: string;
  /** `meta.display`, '' for none. */
  display: string;
  related: string;
  note: string;
  width: 'half' | 'full' | 'fill';
  required: boolean;
  readonly: boolean;
  hidden: boolean;
  defaultValue: string;
  nullable: boolean;
  unique: boolean;
  length: string;
}

/** What the editor sends, in order: junction collection first, then the field, then relations. */
export interface FieldSetup {
  collections: NewCollectionInput[];
  field: NewFieldInput;
  relations: NewRelationInput[];
}

const NAME = /^[a-z_][a-z0-9_]*$/;

export function validateFieldForm(
  collection: string,
  form: FieldForm,
  existingFields: readonly string[],
  existingCollections: readonly string[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form.field) errors.field = 'Enter a key.';
  else if (!NAME.test(form.field)) errors.field = 'Use lower-case letters, digits and underscores, not starting with a digit.';
  else if (existingFields.includes(form.field)) errors.field = `A field named "${form.field}" already exists.`;
  if (form.kind !== 'standard' && !form.related) errors.related = 'Choose the related collection.';
  const junction = junctionName({ collection, related: form.related });
  if (form.kind === 'm2m' && form.related && existingCollections.includes(junction)) {
    errors.related = `The junction collection "${junction}" already exists.`;
  }
  if (form.length && !/^\d+$/.test(form.length)) errors.length = 'Enter a whole number.';
  return errors;
}

/** The junction collection of a many-to-many, named as the reference names it: `<collection>_<related>`. */
export function junctionName(form: { collection: string; related: string }): string {
  return `${form.collection}_${form.related}`;
}

function defaultValue(type: string, text: string): unknown {
  if (text === '') return null;
  if (['integer', 'bigInteger', 'float', 'decimal'].includes(type) && !Number.isNaN(Number(text))) return Number(text);
  if (type === 'boolean') return text === 'true';
  return text;
}

function sharedMeta(form: FieldForm): Partial<FieldMeta> {
  return {
    note: form.note || null,
    display: form.display || null,
    width: form.width,
    required: form.required,
    readonly: form.readonly,
    hidden: form.hidden,
  };
}

/**
 * The calls that make the field, as the reference makes them: a standard field is one POST
 * /fields; a many-to-one adds its relation; a many-to-many first creates the junction collection
 * (`<collection>_<related>` with a key to each side), then the alias field, then the two
 * relations that name each other through `junction_field`.
 */
export function fieldSetup(collection: string, form: FieldForm, primaryKeyTypes: Readonly<Record<string, string>>): FieldSetup {
  const meta = sharedMeta(form);
  if (form.kind === 'standard') {
    return {
      collections: [],
      field: {
        field: form.field,
        type: form.type,
        meta: { ...meta, interface: form.interface || null },
        schema: {
          default_value: defaultValue(form.type, form.defaultValue),
          is_nullable: form.nullable,
          is_unique: form.unique,
          ...(form.length ? { max_length: Number(form.length) } : {}),
        },
      },
      relations: [],
    };
  }
  if (form.kind === 'm2o') {
    return {
      collections: [],
      field: {
        field: form.field,
        type: primaryKeyTypes[form.related] ?? 'integer',
        meta: { ...meta, interface: 'select-dropdown-m2o', special: ['m2o'] },
        schema: {},
      },
      relations: [
        { collection, field: form.field, related_collection: form.related, meta: { sort_field: null }, schema: { on_delete: 'SET NULL' } },
      ],
    };
  }
  const junction = junctionName({ collection, related: form.related });
  const ownKey = `${collection}_id`;
  const relatedKey = form.related === collection ? `related_${form.related}_id` : `${form.related}_id`;
  const hidden: Partial<FieldMeta> = { hidden: true };
  return {
    collections: [
      {
        collection: junction,
        meta: { hidden: true, icon: 'import_export' },
        schema: {},
        fields: [
          { field: 'id', type: 'integer', meta: hidden, schema: { is_primary_key: true, has_auto_increment: true } },
          { field: ownKey, type: primaryKeyTypes[collection] ?? 'integer', meta: hidden, schema: {} },
          { field: relatedKey, type: primaryKeyTypes[form.related] ?? 'integer', meta: hidden, schema: {} },
        ],
      },
    ],
    field: { field: form.field, type: 'alias', meta: { ...meta, interface: 'list-m2m', special: ['m2m'] }, schema: null },
    relations: [
      {
        collection: junction,
        field: ownKey,
        related_collection: collection,
        meta: { one_field: form.field, junction_field: relatedKey, sort_field: null, one_deselect_action: 'nullify' },
        schema: { on_delete: 'SET NULL' },
      },
      {
        collection: junction,
        field: relatedKey,
        related_collection: form.related,
        meta: { one_field: null, junction_field: ownKey, sort_field: null, one_deselect_action: 'nullify' },
        schema: { on_delete: 'SET NULL' },
      },
    ],
  };
}
