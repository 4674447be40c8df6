import type { NewCollectionInput } from '../../../../lib/app-client.js';
import { i18n } from '../../../../lib/i18n/i18n.js';
import type { MessageKey } from '../../../../lib/i18n/i18n.js';
import type { CollectionMeta, FieldMeta } from '../../../../lib/schema/types.js';

export type PrimaryKeyKind = 'integer' | 'bigInteger' | 'uuid' | 'string';

export const PRIMARY_KEY_KINDS: readonly { value: PrimaryKeyKind; label: MessageKey }[] = [
  { value: 'integer', label: 'dataModel.primaryKeyKinds.integer' },
  { value: 'bigInteger', label: 'dataModel.primaryKeyKinds.bigInteger' },
  { value: 'uuid', label: 'dataModel.primaryKeyKinds.uuid' },
  { value: 'string', label: 'dataModel.primaryKeyKinds.string' },
];

/** The optional fields the reference offers when creating a collection. */
export type OptionalField = 'status' | 'sort' | 'date_created' | 'user_created' | 'date_updated' | 'user_updated';

export const OPTIONAL_FIELDS: readonly { value: OptionalField; label: MessageKey }[] = [
  { value: 'status', label: 'dataModel.optionalFieldNames.status' },
  { value: 'sort', label: 'dataModel.optionalFieldNames.sort' },
  { value: 'date_created', label: 'dataModel.optionalFieldNames.dateCreated' },
  { value: 'user_created', label: 'dataModel.optionalFieldNames.userCreated' },
  { value: 'date_updated', label: 'dataModel.optionalFieldNames.dateUpdated' },
  { value: 'user_updated', label: 'dataModel.optionalFieldNames.userUpdated' },
];

export interface NewCollectionForm {
  name: string;
  singleton: boolean;
  primaryKeyField: string;
  primaryKeyKind: PrimaryKeyKind;
  optionalFields: readonly OptionalField[];
}

type NewField = NonNullable<NewCollectionInput['fields']>[number];

const NAME = /^[a-z_][a-z0-9_]*$/;

/** Problems with the form, keyed by its control (`name`, `primaryKeyField`). */
export function validateNewCollection(form: NewCollectionForm, existing: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form.name) errors.name = i18n.t('dataModel.enterName');
  else if (!NAME.test(form.name)) errors.name = i18n.t('dataModel.nameRule');
  else if (form.name.startsWith('directus_')) errors.name = i18n.t('dataModel.reservedName');
  else if (existing.some((name) => name.toLowerCase() === form.name))
    errors.name = i18n.t('dataModel.collectionExists', { name: form.name });
  if (!form.primaryKeyField) errors.primaryKeyField = i18n.t('dataModel.enterName');
  else if (!NAME.test(form.primaryKeyField)) errors.primaryKeyField = i18n.t('dataModel.keyRule');
  else if ((form.optionalFields as readonly string[]).includes(form.primaryKeyField)) {
    errors.primaryKeyField = i18n.t('dataModel.alsoOptionalField', { name: form.primaryKeyField });
  }
  return errors;
}

/** A collection name typed freely, as the reference keys it: lower case, spaces to underscores. */
export function toCollectionName(input: string): string {
  return input
    .toLowerCase()
    .replace(/\s+/g, '_')
    .replace(/[^a-z0-9_]/g, '');
}

function primaryKey(name: string, kind: PrimaryKeyKind): NewField {
  const hiddenReadonly: Partial<FieldMeta> = { hidden: true, readonly: true, interface: 'input' };
  switch (kind) {
    case 'integer':
    case 'bigInteger':
      return { field: name, type: kind, meta: hiddenReadonly, schema: { is_primary_key: true, has_auto_increment: true } };
    case 'uuid':
      return { field: name, type: 'uuid', meta: { ...hiddenReadonly, special: ['uuid'] }, schema: { is_primary_key: true, length: 36 } };
    case 'string':
      return {
        field: name,
        type: 'string',
        meta: { interface: 'input', readonly: false, hidden: false },
        schema: { is_primary_key: true, length: 255 },
      };
  }
}

const STATUS_CHOICES = [
  { text: 'Published', value: 'published', foreground: '#FFFFFF', background: 'var(--primary)' },
  { text: 'Draft', value: 'draft', foreground: '#18222F', background: '#D3DAE4' },
  { text: 'Archived', value: 'archived', foreground: '#FFFFFF', background: 'var(--warning)' },
];

const OPTIONAL: Record<OptionalField, NewField> = {
  status: {
    field: 'status',
    type: 'string',
    meta: {
      width: 'full',
      interface: 'select-dropdown',
      options: { choices: STATUS_CHOICES.map(({ text, value }) => ({ text, value })) },
      display: 'labels',
      display_options: { showAsDot: true, choices: STATUS_CHOICES },
    },
    schema: { default_value: 'draft', is_nullable: false },
  },
  sort: { field: 'sort', type: 'integer', meta: { interface: 'input', hidden: true }, schema: {} },
  user_created: {
    field: 'user_created',
    type: 'uuid',
    meta: { special: ['user-created'], interface: 'select-dropdown-m2o', display: 'user', readonly: true, hidden: true, width: 'half' },
    schema: {},
  },
  date_created: {
    field: 'date_created',
    type: 'timestamp',
    meta: {
      special: ['date-created'],
      interface: 'datetime',
      display: 'datetime',
      display_options: { relative: true },
      readonly: true,
      hidden: true,
      width: 'half',
    },
    schema: {},
  },
  user_updated: {
    field: 'user_updated',
    type: 'uuid',
    meta: { special: ['user-updated'], interface: 'select-dropdown-m2o', display: 'user', readonly: true, hidden: true, width: 'half' },
    schema: {},
  },
  date_updated: {
    field: 'date_updated',
    type: 'timestamp',
    meta: {
      special: ['date-updated'],
      interface: 'datetime',
      display: 'datetime',
      display_options: { relative: true },
      readonly: true,
      hidden: true,
      width: 'half',
    },
    schema: {},
  },
};

/**
 * `POST /collections` for the form: the primary key, the chosen optional fields, and the
 * collection settings they imply (status archives, sort sorts), as the reference does.
 */
export function newCollectionPayload(form: NewCollectionForm): NewCollectionInput {
  const chosen = OPTIONAL_FIELDS.map(({ value }) => value).filter((value) => form.optionalFields.includes(value));
  const meta: Partial<CollectionMeta> = { singleton: form.singleton };
  if (chosen.includes('status')) Object.assign(meta, { archive_field: 'status', archive_value: 'archived', unarchive_value: 'draft' });
  if (chosen.includes('sort')) meta.sort_field = 'sort';
  return {
    collection: form.name,
    meta,
    schema: {},
    fields: [primaryKey(form.primaryKeyField, form.primaryKeyKind), ...chosen.map((value) => structuredClone(OPTIONAL[value]))],
  };
}

/** The user-stamp fields point at `directus_users`: the relations to create once the collection exists. */
export function userRelations(form: NewCollectionForm): { collection: string; field: string; related_collection: string }[] {
  return (['user_created', 'user_updated'] as const)
    .filter((field) => form.optionalFields.includes(field))
    .map((field) => ({ collection: form.name, field, related_collection: 'directus_users' }));
}
