import type { FieldMeta } from '../../../../lib/schema/types.js';
import { i18n } from '../../../../lib/i18n/i18n.js';
import { EMPTY_RELATION_DRAFT } from './relations/relation-draft.js';
import type { RelationDraft, SetupSchema } from './relations/relation-draft.js';
import { relationSetup } from './relations/relation-setup.js';
import type { FieldSetup } from './relations/setup-plan.js';
import { RELATIONAL_KINDS } from './types/field-types.js';
import type { FieldKind } from './types/field-types.js';
import { validateRelation } from './relations/validate-relation.js';

export type { FieldKind, FieldSetup };

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
  /** The type chooser's pick (types/field-types.ts) and the `meta.special` flags it sets. */
  choice?: string;
  special?: string[];
  /** The relational set-up's names and options (relations/). */
  relation?: RelationDraft;
}

const NAME = /^[a-z_][a-z0-9_]*$/;

export function validateFieldForm(
  collection: string,
  form: FieldForm,
  existingFields: readonly string[],
  existingCollections: readonly string[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form.field) errors.field = i18n.t('dataModel.enterKey');
  else if (!NAME.test(form.field)) errors.field = i18n.t('dataModel.nameRule');
  else if (existingFields.includes(form.field)) errors.field = i18n.t('dataModel.fieldExists', { name: form.field });
  if (RELATIONAL_KINDS.includes(form.kind)) {
    const draft = { ...(form.relation ?? EMPTY_RELATION_DRAFT), related: form.related };
    Object.assign(errors, validateRelation({ collection, field: form.field, kind: form.kind, draft }, existingCollections));
  }
  if (form.length && !/^\d+$/.test(form.length)) errors.length = i18n.t('dataModel.enterWholeNumber');
  return errors;
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

const NOTHING_ELSE = { collections: [], fields: [], relations: [], items: [] };

/**
 * The calls that make the field, as the reference makes them: a standard field is one POST
 * /fields, a presentation or group field an alias without schema; relations are planned by
 * `relationSetup` (relations/).
 */
export function fieldSetup(collection: string, form: FieldForm, schema: SetupSchema): FieldSetup {
  const meta = sharedMeta(form);
  if (form.kind === 'standard') {
    return {
      ...NOTHING_ELSE,
      field: {
        field: form.field,
        type: form.type,
        meta: { ...meta, interface: form.interface || null, ...(form.special?.length ? { special: [...form.special] } : {}) },
        schema: {
          default_value: defaultValue(form.type, form.defaultValue),
          is_nullable: form.nullable,
          is_unique: form.unique,
          ...(form.length ? { max_length: Number(form.length) } : {}),
        },
      },
    };
  }
  if (form.kind === 'presentation' || form.kind === 'group') {
    return {
      ...NOTHING_ELSE,
      field: {
        field: form.field,
        type: 'alias',
        meta: { ...meta, interface: form.interface || null, special: [...(form.special ?? [])] },
        schema: null,
      },
    };
  }
  const choice = { interface: form.interface, special: form.special ?? [] };
  const draft = { ...(form.relation ?? EMPTY_RELATION_DRAFT), related: form.related };
  return relationSetup({ collection, field: form.field, kind: form.kind, choice, draft, meta }, schema);
}
